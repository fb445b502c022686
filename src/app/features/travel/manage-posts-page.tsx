import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { HostOnly } from './host-only';
import { ServiceRows } from './service-rows';
import { useOwnServices } from './travel-queries';
import { PAGE_SIZE } from './use-list-filters';
import { ManageHead } from './manage-head';

/** /settings/travulum/post/list — what the signed-in host has posted themselves (API.md host/post/list). */
export function ManagePostsPage() {
  return <HostOnly titleKey="travelPosts">{() => <ManagePosts />}</HostOnly>;
}

function ManagePosts() {
  const { t } = useTranslation('travel');
  const { t: ta } = useTranslation('app');
  const [page, setPage] = useState(1);
  const list = usePageInRange(useOwnServices(page), {
    page,
    pageSize: PAGE_SIZE,
    total: (data) => data.total,
    onPage: (last) => setPage(last),
  });

  return (
    <div className="page travel-page">
      <ManageHead title={ta('settings.travelPosts')} />
      <p className="muted">{t('manage.postsIntro')}</p>
      <QueryView query={list} isEmpty={(data) => data.services.length === 0} empty={t('manage.none')}>
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {t('total', { count: data.total })}
            </p>
            <ServiceRows services={data.services} showHost={false} />
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
