/** SPEC.md: an avatar without a picture shows the initials of the name. */
export function initials(firstName: string, lastName: string, alias = ''): string {
  const letters = [firstName, lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || (Array.from(alias)[0] ?? '?').toUpperCase();
}
