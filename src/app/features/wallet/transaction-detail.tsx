import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../../core/contract/wallet';
import { QueryView } from '../../components/status';
import { AddressLink, Counterparty, HashLink, SignedAmount, StatusBadge } from './transaction-parts';
import { useFormat } from '../../hooks/use-format';
import { useTransaction } from './wallet-queries';
import { Section } from '../../components/section';

export function TransactionFacts({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('wallet');
  const { dateTime: date, money } = useFormat();
  return (
    <dl className="facts">
      <dt>{t('transactions.type')}</dt>
      <dd>{t(`transactions.types.${transaction.type}`)}</dd>
      <dt>{t('transactions.amount')}</dt>
      <dd>
        <SignedAmount transaction={transaction} />
      </dd>
      {transaction.fee !== null ? (
        <>
          <dt>{t('transactions.fee')}</dt>
          <dd dir="ltr">{money(transaction.fee)}</dd>
        </>
      ) : null}
      <dt>{t('transactions.statusLabel')}</dt>
      <dd>
        <StatusBadge status={transaction.status} />
      </dd>
      <dt>{t('transactions.date')}</dt>
      <dd>{date(transaction.created_at)}</dd>
      <dt>{t('transactions.with')}</dt>
      <dd>
        <Counterparty transaction={transaction} />
      </dd>
      <dt>{t('transactions.address')}</dt>
      <dd>
        <AddressLink address={transaction.address} />
      </dd>
      <dt>{t('transactions.hash')}</dt>
      <dd>
        <HashLink hash={transaction.hash} />
      </dd>
      <dt>{t('transactions.coin')}</dt>
      <dd>{t(`transactions.coins.${transaction.coin}`)}</dd>
      <dt>{t('transactions.reference')}</dt>
      <dd>#{transaction.id}</dd>
    </dl>
  );
}

/** One transaction, read fresh (a pending withdrawal is watched until it settles). */
export function TransactionDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation('wallet');
  const query = useTransaction(id);
  return (
    <Section className="card" title={t('transactions.detailTitle', { id })}>
      <QueryView query={query}>{(transaction) => <TransactionFacts transaction={transaction} />}</QueryView>
      <p>
        <Link to={backTo}>{t('transactions.back')}</Link>
      </p>
    </Section>
  );
}
