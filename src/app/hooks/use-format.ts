import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/money/format-money';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const RECENT_MS = 7 * 86_400_000;

/**
 * A count written short ('12K views') where room is tight. Counts are written by their text
 * (`{{count, number}}`, so the plural and the digits follow the same number); this is its options.
 */
export const compactCount = { formatParams: { count: { notation: 'compact', maximumFractionDigits: 1 } } } as const;

/** A value made on first use: most components use one or two of the formatters. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function createFormat(lng: string) {
  // Setting up an Intl formatter loads its locale data: a few milliseconds each on a slow phone. One set
  // per language, each made when first used, instead of seven for every card a page shows.
  const number = once(() => new Intl.NumberFormat(lng));
  const compact = once(() => new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 }));
  const date = once(() => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }));
  const dateTime = once(() => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }));
  const weekday = once(() => new Intl.DateTimeFormat(lng, { weekday: 'short', day: 'numeric', month: 'short' }));
  const time = once(() => new Intl.DateTimeFormat(lng, { timeStyle: 'short' }));
  const relativeFormat = once(() => new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }));
  const relative = (iso: string, now = Date.now()) => {
    const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
    for (const [unit, size] of units) {
      if (Math.abs(seconds) >= size) return relativeFormat().format(Math.round(seconds / size), unit);
    }
    return relativeFormat().format(0, 'minute');
  };
  return {
    money: (amount: number) => formatMoney(amount, lng),
    number: (value: number) => number().format(value),
    compact: (value: number) => compact().format(value),
    date: (iso: string) => date().format(new Date(iso)),
    dateTime: (iso: string) => dateTime().format(new Date(iso)),
    weekday: (iso: string) => weekday().format(new Date(iso)),
    time: (iso: string) => time().format(new Date(iso)),
    relative,
    /** When something was posted: '3 days ago' within a week, where the age matters; the date after. */
    when: (iso: string, now = Date.now()) =>
      Math.abs(now - new Date(iso).getTime()) < RECENT_MS ? relative(iso, now) : date().format(new Date(iso)),
  };
}

const formats = new Map<string, ReturnType<typeof createFormat>>();

/**
 * Numbers, dates and money in the reader's language; amounts are US dollars everywhere (SPEC.md
 * section 9), written as the reader's language writes dollars. The one set of formatters of the app.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language || 'en';
  let format = formats.get(lng);
  if (!format) {
    format = createFormat(lng);
    formats.set(lng, format);
  }
  return format;
}
