import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../../core/contract/wallet';
import { displayName } from '../../../core/people/person-name';
import { explorerAddressUrl, explorerTxUrl } from './explorer';
import { useFormat } from '../../hooks/use-format';
import { shorten } from '../../utils/shorten';
import { paths } from '../../config/paths';

export function StatusBadge({ status }: { status: Transaction['status'] }) {
  const { t } = useTranslation('wallet');
  return <span className={`badge tx-status tx-status-${status}`}>{t(`transactions.status.${status}`)}</span>;
}

/** '+$5.00' coming in, '−$5.00' going out; the sign is text, not only colour. */
export function SignedAmount({ transaction }: { transaction: Pick<Transaction, 'amount' | 'direction'> }) {
  const { money } = useFormat();
  const sign = transaction.direction === 'in' ? '+' : '−';
  return (
    <span className={`amount amount-${transaction.direction}`} dir="ltr">
      {sign}
      {money(transaction.amount)}
    </span>
  );
}

/** Who or where the money went to or came from: a creator's profile, else the chain address. */
export function Counterparty({ transaction }: { transaction: Transaction }) {
  const { counterparty, address } = transaction;
  if (counterparty) {
    return <Link to={paths.profile.root.href(counterparty.alias)}>{displayName(counterparty)}</Link>;
  }
  if (address) {
    return (
      <span className="mono" title={address} dir="ltr">
        {shorten(address)}
      </span>
    );
  }
  return <span className="muted">—</span>;
}

/** A hash or an address in full, linked to the block explorer when one is set for this network. */
function ExplorerLink({ value, url, label }: { value: string; url: string | null; label: string }) {
  const text = (
    <span className="mono break" dir="ltr">
      {value}
    </span>
  );
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {text}
    </a>
  ) : (
    text
  );
}

export function HashLink({ hash }: { hash: string | null }) {
  const { t } = useTranslation('wallet');
  if (!hash) return <span className="muted">{t('transactions.noHash')}</span>;
  return <ExplorerLink value={hash} url={explorerTxUrl(hash)} label={t('transactions.explorerTx', { hash })} />;
}

export function AddressLink({ address }: { address: string | null }) {
  const { t } = useTranslation('wallet');
  if (!address) return <span className="muted">—</span>;
  return (
    <ExplorerLink
      value={address}
      url={explorerAddressUrl(address)}
      label={t('transactions.explorerAddress', { address })}
    />
  );
}
