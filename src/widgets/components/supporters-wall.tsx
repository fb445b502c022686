import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { relativeTime } from '../../core/i18n/relative-time';
import { formatMoney } from '../../core/money/format-money';
import { tw } from '../styles/tw';
import { wallLength, wallLengthRule } from '../services/wall-length';
import { CreatorError, InlineError } from './inline-error';
import { useReleaseRoom } from './release-room';
import { useSupportEnglish } from './support-english';
import { useSupporters } from './use-support';
import { useWidget } from './widget-host';

const card =
  'w-full max-w-[22rem] rounded-2xl border border-stone-200 bg-white p-5 text-stone-900 dark:bg-stone-900 dark:text-stone-100 dark:border-stone-700';

// Plain styles for what only this widget draws: a class here would add its rule to the stylesheet
// every page loads before any interaction (runtime/stages/style.ts).
const listStyle = { margin: '12px 0 0', padding: 0, listStyle: 'none' } as const;
const entryStyle = { height: 52 } as const;

/**
 * `<cuppa-supporters>`: the creator's latest supporters, newest first: the first name and message of
 * those who chose to show them, 'Someone' for the others, how long ago, and amounts only where the
 * creator allows them; a quiet line when there are none yet. Each entry takes two lines, whatever it
 * holds, so the wall keeps the height its room promised.
 */
export function SupportersWall() {
  const { attributes } = useWidget();
  const limit = wallLength(attributes.limit);
  return limit === null ? <BadLimit /> : <Wall limit={limit} />;
}

/** A `limit` the API would refuse is the page's mistake: said in place and fired, as a bad attribute is. */
function BadLimit() {
  const { host } = useWidget();
  useReleaseRoom(true);
  useEffect(() => {
    dispatchCuppaEvent(host, 'cuppa-error', { code: 'invalid_attribute', message: wallLengthRule });
  }, [host]);
  return <InlineError message={`Cuppa: ${wallLengthRule}`} />;
}

function Wall({ limit }: { limit: number }) {
  useSupportEnglish();
  const { t } = useTranslation();
  const { lang } = useWidget();
  const titleId = useId();
  const wall = useSupporters(limit);
  useReleaseRoom(wall.status !== 'loading');
  if (wall.status === 'error') return <CreatorError error={wall.error} />;
  if (wall.status === 'loading') {
    return <div className={tw(`${card} h-[360px] animate-pulse`)} aria-busy="true" aria-label={t('actions.loading')} />;
  }
  const { supporters } = wall.data;
  return (
    <section className={tw(card)} aria-labelledby={titleId}>
      <h2 id={titleId} className={tw('text-lg font-bold')}>
        {t('supporters.title')}
      </h2>
      {supporters.length === 0 ? (
        <p className={tw('mt-2 text-sm text-stone-600 dark:text-stone-300')}>{t('supporters.empty')}</p>
      ) : (
        <ul className={tw('grid gap-2')} style={listStyle}>
          {supporters.map((supporter, index) => (
            <li
              key={`${supporter.created_at}-${index}`}
              className={tw('overflow-hidden border-b border-stone-200 dark:border-stone-700')}
              style={entryStyle}
            >
              <p className={tw('flex items-center justify-between gap-2')}>
                <span className={tw('flex items-center gap-2 min-w-0')}>
                  <strong dir="auto" className={tw('truncate')}>
                    {supporter.name ?? t('supporters.someone')}
                  </strong>
                  {supporter.amount !== null ? (
                    <span className={tw('text-sm font-semibold')}>{formatMoney(supporter.amount, lang)}</span>
                  ) : null}
                </span>
                <time
                  dateTime={supporter.created_at}
                  className={tw('shrink-0 text-xs text-stone-600 dark:text-stone-300')}
                >
                  {relativeTime(supporter.created_at, lang, { past: true })}
                </time>
              </p>
              {supporter.message ? (
                <p dir="auto" className={tw('truncate text-sm')} title={supporter.message}>
                  {supporter.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
