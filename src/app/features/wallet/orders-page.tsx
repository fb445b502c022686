import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../../core/contract/wallet';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { TransactionDetail } from './transaction-detail';
import { Counterparty, SignedAmount, StatusBadge } from './transaction-parts';
import { usePageParam } from '../../hooks/use-page-param';
import { useFormat } from '../../hooks/use-format';
import { ValidateHashForm } from './validate-hash-form';
import { useTransactions } from './wallet-queries';
import '../../styles/settings.css';
import './wallet.css';

const PAGE_SIZE = 10;

function TransactionTable({ transactions, page }: { transactions: Transaction[]; page: number }) {
  const { t } = useTranslation('wallet');
  const { dateTime: date } = useFormat();
  return (
    <div className="table-scroll">
      <table className="money-table">
        <caption className="visually-hidden">{t('transactions.caption', { page })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions.date')}</th>
            <th scope="col">{t('transactions.type')}</th>
            <th scope="col">{t('transactions.with')}</th>
            <th scope="col">{t('transactions.statusLabel')}</th>
            <th scope="col" className="num">
              {t('transactions.amount')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('transactions.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td className="cell-date">{date(transaction.created_at)}</td>
              <td className="cell-type">{t(`transactions.types.${transaction.type}`)}</td>
              <td className="cell-with">
                <Counterparty transaction={transaction} />
              </td>
              <td className="cell-status">
                <StatusBadge status={transaction.status} />
              </td>
              <td className="num cell-amount">
                <SignedAmount transaction={transaction} />
              </td>
              <td className="cell-more">
                <Link
                  to={`?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), id: String(transaction.id) }).toString()}`}
                  aria-label={t('transactions.detailsOf', { id: transaction.id })}
                >
                  {t('transactions.details')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /settings/orders: the member's transactions, a page at a time; `?id=` opens one of them. */
export function OrdersPage() {
  const { t } = useTranslation('app');
  const { t: tWallet } = useTranslation('wallet');
  const title = t('settings.orders');
  usePageTitle(title);
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const rawId = Number(params.get('id'));
  const detailId = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const list = usePageInRange(useTransactions(page), {
    page,
    pageSize: PAGE_SIZE,
    total: (data) => data.total,
    onPage: setPage,
  });

  return (
    <div className="page settings-page wallet-page">
      <h1>{title}</h1>
      {detailId !== null ? (
        <TransactionDetail id={detailId} backTo={page > 1 ? `?page=${page}` : '.'} />
      ) : (
        <section className="card" aria-labelledby="transactions-title">
          <div className="card-head">
            <h2 id="transactions-title">{tWallet('transactions.listTitle')}</h2>
            {list.data ? (
              <span className="muted" aria-live="polite">
                {tWallet('transactions.total', { count: list.data.total })}
              </span>
            ) : null}
          </div>
          <QueryView
            query={list}
            isEmpty={(data) => data.transactions.length === 0}
            empty={tWallet('transactions.empty')}
          >
            {(data) => (
              <>
                <TransactionTable transactions={data.transactions} page={page} />
                <Pager
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  onPage={setPage}
                  label={tWallet('transactions.pages')}
                />
              </>
            )}
          </QueryView>
        </section>
      )}
      <ValidateHashForm />
    </div>
  );
}
