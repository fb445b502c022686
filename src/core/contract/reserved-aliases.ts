/**
 * First path segments the app owns; a profile lives at /{alias}, so an alias may not shadow them.
 * Compared lower-case, like every alias. Apart from users.ts so the widgets' lean schemas
 * (widget-reads.ts) share the list without loading classic zod.
 */
export const reservedAliasList: readonly string[] = [
  'home',
  'feed',
  'post',
  'tokenomics',
  'creators',
  'messaging',
  'notifications',
  'events',
  'privacy-terms',
  'not-found',
  'classic',
  'event',
  'landing',
  'download',
  'help',
  'offline',
  'settings',
  'auth',
  'auth-advance',
  'embed',
  'api',
  'locales',
  'widgets',
  'assets',
  'uploads',
  'admin',
  'host',
  'customer',
  'cuppa',
  'static',
  'travel',
];
