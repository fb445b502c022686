import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/money/format-money';

/** Dates in the reader's language; amounts in US dollars everywhere (SPEC.md section 9). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      money: formatMoney,
      date: (iso: string) => dates.format(new Date(iso)),
    };
  }, [language]);
}

/** A long address or hash, its ends kept: enough to recognise, short enough for a phone. */
export function shorten(text: string, keep = 6): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}
