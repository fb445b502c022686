const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago, in the reader's language ('5 minutes ago', 'hace 2 días', 'قبل ساعة'), in the largest
 * whole unit; under a minute is 'now'. The browser's own words: no text of ours to translate.
 */
export function timeAgo(iso: string, lang: string, now = Date.now()): string {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formatters.set(lang, format);
  }
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
