import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SamplePlace, SampleText } from './sample-types';

/** A sample text in the reader's language; what the member typed, as typed. */
export function useSampleText(): (text: SampleText) => string {
  const { t } = useTranslation('social');
  return useCallback((text) => ('key' in text ? t(`sample.texts.${text.key}`) : text.typed), [t]);
}

/** A sample event's place in the reader's language; online is the events' own "Online". */
export function useSamplePlace(): (place: SamplePlace) => string {
  const { t } = useTranslation('social');
  return useCallback((place) => (place === 'online' ? t('events.types.online') : t(`sample.places.${place}`)), [t]);
}
