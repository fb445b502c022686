/**
 * A member's words, quoted. The quotation marks belong to the page: its language's marks, placed by its
 * direction. The words are isolated in their own direction (`bdi`), which may be the other one: an
 * English note on an Arabic page reads “Thanks!”, not ”Thanks!“ as a right-to-left `q` around
 * left-to-right text would show it.
 */
export function QuotedText({ text }: { text: string }) {
  return (
    <q>
      <bdi>{text}</bdi>
    </q>
  );
}
