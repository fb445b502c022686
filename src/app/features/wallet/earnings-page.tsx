import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { earningsCsvName, earningTypes, type Earning, type EarningList } from '../../../core/contract/wallet';
import { useAppServices } from '../../boot/app-context';
import { useErrorText } from '../../hooks/use-error-text';
import { displayName } from '../../../core/people/person-name';
import { Pager, usePageInRange } from '../../components/pager';
import { QuotedText } from '../../components/quoted-text';
import { EmptyState, QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { usePageParam } from '../../hooks/use-page-param';
import { useFormat } from '../../hooks/use-format';
import { SubscribersSummary } from './subscribers-summary';
import { useEarnings } from './wallet-queries';
import '../../styles/settings.css';
import './wallet.css';
import { paths } from '../../config/paths';
import { useSession } from '../../hooks/use-session';
import { isCreator } from '../../utils/roles';
import { Section } from '../../components/section';

const PAGE_SIZE = 10;

/** The all-time sum and how it splits by type: tips, subscriptions, unlocked posts. */
function EarningsSummary({ data }: { data: EarningList }) {
  const { t } = useTranslation('wallet');
  const { money } = useFormat();
  return (
    <Section className="card" title={t('earnings.sumTitle')}>
      <p className="big-amount">
        <bdi dir="ltr">{money(data.sum)}</bdi>
      </p>
      <dl className="by-type">
        {earningTypes.map((type) => (
          <div key={type}>
            <dt>{t(`earnings.types.${type}`)}</dt>
            <dd dir="ltr">{money(data.by_type[type])}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Who paid: a member's profile, or a reader who tipped in crypto from their own wallet (no account). */
function payerName(earning: Earning, cryptoReader: string): string {
  return earning.from ? displayName(earning.from) : cryptoReader;
}

/** The tipper's note, in its own direction: a reader may write in any language. */
function EarningMessage({ earning }: { earning: Earning }) {
  const { t } = useTranslation('wallet');
  if (!earning.message) return null;
  return (
    <p className="earning-message">
      <span className="visually-hidden">
        {t('earnings.message', { name: payerName(earning, t('earnings.cryptoReader')) })}:{' '}
      </span>
      <QuotedText text={earning.message} />
    </p>
  );
}

/**
 * Where it was paid: the site whose widget took it ('on example.com', its host; a crypto tip's too), the
 * app, or, for a crypto tip from the app's own pages, the reader's own wallet.
 */
function EarningOrigin({ earning }: { earning: Earning }) {
  const { t } = useTranslation('wallet');
  if (earning.site !== null) {
    return <span title={earning.site}>{t('earnings.sites.on', { site: siteHost(earning.site) })}</span>;
  }
  return <>{t(earning.coin === 'usdc' ? 'earnings.sites.wallet' : 'earnings.sites.app')}</>;
}

/** A site's origin as a reader knows it: its host ('https://example.com' is 'example.com'). */
function siteHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

function EarningTable({ earnings, page }: { earnings: Earning[]; page: number }) {
  const { t } = useTranslation('wallet');
  const { dateTime: date, money } = useFormat();
  return (
    <div className="table-scroll">
      <table className="money-table">
        <caption className="visually-hidden">{t('earnings.caption', { page })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('earnings.date')}</th>
            <th scope="col">{t('earnings.type')}</th>
            <th scope="col">{t('earnings.from')}</th>
            <th scope="col">{t('earnings.where')}</th>
            <th scope="col">{t('earnings.coin')}</th>
            <th scope="col" className="num">
              {t('earnings.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {earnings.map((earning) => (
            <tr key={earning.id}>
              <td className="cell-date">{date(earning.created_at)}</td>
              <td className="cell-type">
                {earning.post_id !== null ? (
                  <Link to={paths.post.href(earning.post_id)}>{t(`transactions.types.${earning.type}`)}</Link>
                ) : (
                  t(`transactions.types.${earning.type}`)
                )}
              </td>
              <td className="cell-with">
                {earning.from ? (
                  <Link to={paths.profile.root.href(earning.from.alias)}>
                    {payerName(earning, t('earnings.cryptoReader'))}
                  </Link>
                ) : (
                  <span className="muted">{t('earnings.cryptoReader')}</span>
                )}
                <EarningMessage earning={earning} />
              </td>
              <td className="cell-where">
                <EarningOrigin earning={earning} />
              </td>
              <td className="cell-coin">{t(`earnings.coins.${earning.coin}`)}</td>
              <td className="num cell-amount">
                <span className="amount amount-in" dir="ltr">
                  +{money(earning.amount)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Download CSV': every earning, for the creator's books. The API wants the bearer token (no cookie
 * authenticates it), so the file is fetched and handed to the browser as a download of its own.
 */
function DownloadCsv() {
  const { t } = useTranslation('wallet');
  const { api } = useAppServices();
  const { user } = useSession();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleDownload() {
    setBusy(true);
    setError(null);
    try {
      const file = await api.wallet.earningsCsv();
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = earningsCsvName(user?.alias ?? 'cuppa', new Date().toISOString());
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file; the next task may let it go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (failure) {
      setError(errorText(failure, t('earnings.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="download-csv">
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void handleDownload()}>
        {busy ? t('earnings.downloading') : t('earnings.download')}
      </button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** A member who is no creator has nothing to earn yet: how to become one, instead of an empty table. */
function BecomeCreator() {
  const { t } = useTranslation('wallet');
  return (
    <Section className="card" title={t('earnings.becomeTitle')}>
      <p>{t('earnings.becomeText')}</p>
      <Link className="button button-primary" to={paths.settings.account.href()}>
        {t('earnings.becomeLink')}
      </Link>
    </Section>
  );
}

/** /settings/earnings: what members paid this creator, a page at a time, with the all-time sum. */
export function EarningsPage() {
  const { t } = useTranslation('app');
  const { t: tWallet } = useTranslation('wallet');
  const title = t('settings.earnings');
  usePageTitle(title);
  const [page, setPage] = usePageParam();
  const query = usePageInRange(useEarnings(page), {
    page,
    pageSize: PAGE_SIZE,
    total: (data) => data.total,
    onPage: setPage,
  });
  const { user } = useSession();
  const creator = !!user && isCreator(user);

  return (
    <div className="page settings-page wallet-page">
      <h1>{title}</h1>
      <QueryView query={query}>
        {(data) =>
          !creator && data.total === 0 ? (
            <BecomeCreator />
          ) : (
            <>
              <EarningsSummary data={data} />
              {creator ? <SubscribersSummary /> : null}
              <section className="card" aria-labelledby="earnings-list-title">
                <div className="card-head">
                  <h2 id="earnings-list-title">{tWallet('earnings.listTitle')}</h2>
                  <span className="muted">{tWallet('earnings.total', { count: data.total })}</span>
                  {data.total > 0 ? <DownloadCsv /> : null}
                </div>
                {data.earnings.length === 0 ? (
                  <EmptyState>{tWallet('earnings.empty')}</EmptyState>
                ) : (
                  <>
                    <EarningTable earnings={data.earnings} page={page} />
                    <Pager
                      page={page}
                      pageSize={PAGE_SIZE}
                      total={data.total}
                      onPage={setPage}
                      label={tWallet('earnings.pages')}
                    />
                  </>
                )}
              </section>
            </>
          )
        }
      </QueryView>
    </div>
  );
}
