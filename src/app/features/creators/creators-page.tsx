import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { usePageParam } from '../../hooks/use-page-param';
import { CreatorRow } from '../../components/creator-row';
import '../../styles/posts.css';
import { CREATORS_PAGE_SIZE, creatorsQuery, readCreatorsSearch } from './creators-queries';

/** /creators: every creator, searchable by name or alias, ten a page. */
export function CreatorsPage() {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  usePageTitle(tApp('pages.creators'));
  const { api } = useAppServices();
  const [params, setParams] = useSearchParams();
  const q = readCreatorsSearch(params);
  const [draft, setDraft] = useState(q);
  // The address's search changed under the box (Back, Forward, a link): the box says it again.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setDraft(q);
  }
  const [page, setPage] = usePageParam();
  const creators = usePageInRange(
    useQuery({
      ...creatorsQuery(api, { q, page }),
      placeholderData: keepPreviousData,
    }),
    { page, pageSize: CREATORS_PAGE_SIZE, total: (data) => data.total, onPage: setPage },
  );

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  }

  return (
    <div className="page">
      <h1>{tApp('pages.creators')}</h1>
      <form className="search-form" role="search" onSubmit={handleSearch}>
        <label htmlFor="creator-search" className="visually-hidden">
          {t('creators.searchLabel')}
        </label>
        <input
          id="creator-search"
          type="search"
          value={draft}
          maxLength={100}
          placeholder={t('creators.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t('creators.search')}
        </button>
      </form>
      <QueryView
        query={creators}
        isEmpty={(data) => data.creators.length === 0}
        empty={q ? t('creators.noMatch', { q }) : t('creators.empty')}
      >
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {t('creators.count', { count: data.total })}
            </p>
            <ul className="creator-list">
              {data.creators.map((creator) => (
                <li key={creator.id} className="card">
                  <CreatorRow creator={creator} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={CREATORS_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
