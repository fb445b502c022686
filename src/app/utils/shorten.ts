/** A long address or hash, its ends kept: enough to recognise, short enough for a phone. */
export function shorten(text: string, keep = 6): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}
