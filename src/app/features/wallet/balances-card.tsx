import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../components/status';
import { useFormat } from '../../hooks/use-format';
import { useBalances } from './wallet-queries';
import { Section } from '../../components/section';

/**
 * The two balances: what the wallet holds, and deposits seen at the address but not yet credited. Read
 * again every few seconds, so a deposit is seen to arrive and be credited by itself.
 */
export function BalancesCard() {
  const { t } = useTranslation('wallet');
  const { money } = useFormat();
  const { chain, wallet } = useBalances({ watch: true });
  const amount = (query: typeof wallet) => {
    if (query.isPending) return <Loading />;
    if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <span className="big-amount">
        <bdi dir="ltr">{money(query.data.balance)}</bdi>
      </span>
    );
  };
  return (
    <Section className="card balances" title={t('balances.title')}>
      <dl className="balance-list">
        <div>
          <dt>{t('balances.wallet')}</dt>
          <dd>{amount(wallet)}</dd>
        </div>
        <div>
          <dt>{t('balances.chain')}</dt>
          <dd>{amount(chain)}</dd>
        </div>
      </dl>
      <p className="field-hint">{t('balances.chainHint')}</p>
    </Section>
  );
}
