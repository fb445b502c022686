import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { QueryView } from '../../../components/status';
import { useFormat } from '../../../hooks/use-format';
import { useStories } from './use-feed';

/** A row of stories; one opens in a modal viewer (native <dialog>: focus trap, Escape) with next/previous. */
export function StoriesStrip() {
  const { t } = useTranslation('social');
  const format = useFormat();
  const stories = useStories();
  const [open, setOpen] = useState<number | null>(null);
  const [seen, setSeen] = useState<number[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const list = stories.data ?? [];
  const current = open === null ? undefined : list[open];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) element.showModal();
    if (!current && element.open) element.close();
  }, [current]);

  const show = (index: number) => {
    const story = list[index];
    if (!story) return setOpen(null);
    setSeen((ids) => (ids.includes(story.id) ? ids : [...ids, story.id]));
    setOpen(index);
  };

  return (
    <Section className="stories" titleClassName="card-title" title={t('stories.title')}>
      <QueryView query={stories} isEmpty={(all) => all.length === 0} empty={t('stories.empty')}>
        {(all) => (
          <ul className="story-row">
            {all.map((story, index) => (
              <li key={story.id}>
                <button
                  type="button"
                  className={`story${story.seen || seen.includes(story.id) ? ' story-seen' : ''}`}
                  onClick={() => show(index)}
                >
                  <img src={story.author.avatar} alt="" width={64} height={64} />
                  <span className="story-name">{story.author.name.split(' ')[0]}</span>
                  <span className="visually-hidden">{t('stories.open', { name: story.author.name })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <dialog
        ref={dialog}
        className="modal story-viewer"
        aria-label={current ? t('stories.of', { name: current.author.name }) : t('stories.title')}
        onClose={() => setOpen(null)}
      >
        {current && open !== null ? (
          <>
            <img src={current.image} alt={t('stories.of', { name: current.author.name })} />
            <p>
              <strong>{current.author.name}</strong> ·{' '}
              <time className="muted" dateTime={current.time}>
                {format.relative(current.time)}
              </time>
            </p>
            <div className="modal-actions">
              <button type="button" className="button" disabled={open === 0} onClick={() => show(open - 1)}>
                {t('stories.previous')}
              </button>
              <button
                type="button"
                className="button"
                disabled={open >= list.length - 1}
                onClick={() => show(open + 1)}
              >
                {t('stories.next')}
              </button>
              <button type="button" className="button button-accent" onClick={() => setOpen(null)}>
                {t('common.close')}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </Section>
  );
}
