/** A person as the API names them (PublicUser, CreatorSummary, Me…): the alias, when given, is never empty. */
export interface PersonName {
  first_name: string;
  last_name: string;
  alias?: string;
}

/** A person's name wherever it is shown: first and last name (SPEC.md), the alias when both are blank. */
export function displayName({ first_name, last_name, alias = '' }: PersonName): string {
  return `${first_name.trim()} ${last_name.trim()}`.trim() || alias;
}

// A whole character, so an accented or astral first letter is never cut in half.
const firstLetter = (word: string) => Array.from(word.trim())[0] ?? '';

/**
 * SPEC.md: an avatar without a picture shows the initials of the name: the first letters of the first
 * and last names ('AL' for Alice Liddell), else of the alias, else '?'.
 */
export function initials({ first_name, last_name, alias = '' }: PersonName): string {
  return (firstLetter(first_name) + firstLetter(last_name) || firstLetter(alias)).toUpperCase() || '?';
}

/** A full name in one string (the sample people's) as a first and a last name: its first and last words. */
export function splitFullName(name: string): PersonName {
  const words = name.trim().split(/\s+/);
  return { first_name: words[0] ?? '', last_name: words.length > 1 ? (words.at(-1) ?? '') : '' };
}
