/** A control character or a backslash: what a browser's URL parser drops or reads as a slash. */
const unsafe = (text: string) => [...text].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f');

/**
 * Where to go after signing in: `redirectTo` when it is a page of this app, else home (no open
 * redirect). `redirectTo` is a path inside the app, as the router knows it (without the base path).
 * It is read the way a browser reads it, by the URL parser against the app's own origin and base path,
 * and kept only if it stays there: the parser drops tabs and newlines and reads a backslash as a slash,
 * so `/\t/evil.example` and `/\evil.example` are `//evil.example`, another site. What comes back is the
 * parsed path, which nothing can read as a host either, encoded or not.
 */
export function safeRedirect(value: string | null, app: { appUrl: string; basePath: string }): string {
  const home = '/';
  if (!value || !value.startsWith('/') || unsafe(value)) return home;
  const origin = new URL(app.appUrl).origin;
  const base = app.basePath.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(`${base}${value}`, origin);
  } catch {
    return home;
  }
  if (url.origin !== origin || (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`))) return home;
  const path = url.pathname.slice(base.length) || '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return home;
  }
  if (decoded.startsWith('//') || unsafe(decoded)) return home;
  return `${path}${url.search}${url.hash}`;
}
