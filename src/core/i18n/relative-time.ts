const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

// Setting up an Intl formatter loads its locale data: one per language, made when first used.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * '5 minutes ago', 'hace 2 días', 'in 3 hours': the time from `now` in the largest whole unit, in the
 * language asked for, with the browser's own words (no text of ours to translate); under a minute is
 * 'this minute'. `past` reads a time a little ahead of this clock (another machine's) as now.
 */
export function relativeTime(
  iso: string,
  lang: string,
  { now = Date.now(), past = false }: { now?: number; past?: boolean } = {},
): string {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formatters.set(lang, format);
  }
  let seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (past) seconds = Math.min(0, seconds);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
