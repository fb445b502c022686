import { isPostgresUrl } from './store';

/**
 * DATABASE as it may be printed (API.md: secrets never reach a log): a postgres:// URL without its
 * password, in the user part or in the query (libpq takes `?password=` too). A file path is printed as is.
 */
export function redactDatabase(database: string): string {
  if (!isPostgresUrl(database)) return database;
  let url: URL;
  try {
    url = new URL(database);
  } catch {
    // Not parseable, so no telling where its password is: only the scheme is safe to show.
    return `${database.split(':')[0]}://(a URL that could not be read)`;
  }
  if (url.password) url.password = '***';
  for (const key of [...url.searchParams.keys()]) {
    if (/pass|secret|key/i.test(key)) url.searchParams.set(key, '***');
  }
  return url.href;
}
