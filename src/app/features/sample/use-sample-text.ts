import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleText } from './sample-types';

/** A sample text in the reader's language; what the member typed, as typed. */
export function useSampleText(): (text: SampleText) => string {
  const { t } = useTranslation('social');
  return useCallback((text) => ('key' in text ? t(`sample.texts.${text.key}`) : text.typed), [t]);
}
