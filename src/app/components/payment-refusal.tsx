import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../core/contract/error-codes';
import { paymentRefusals } from '../../core/contract/money';
import { ApiError, isApiError } from '../../core/http/api-error';
import { useAppServices } from '../boot/app-context';
import { paths } from '../config/paths';
import { useErrorText } from '../hooks/use-error-text';
import { useFormat } from '../hooks/use-format';

/**
 * What a payment form knows before paying, so it refuses what the API would refuse without asking (no
 * 402 or 403 in the console) and says why in the reader's language: the member's balance, and in a
 * frame what the site may still spend today.
 */
export interface PaymentLimits {
  balance?: number | undefined;
  cap?: { daily: number; left: number } | undefined;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The refusal the API would give for a payment of `amount` dollars, when the limits already tell it. */
export function knownRefusal(amount: number, { balance, cap }: PaymentLimits): ApiError | null {
  if (balance !== undefined && amount > balance) {
    return new ApiError({
      status: errorStatus.insufficient_balance,
      code: 'insufficient_balance',
      message: paymentRefusals.lowBalance,
    });
  }
  if (cap && amount > cap.left) {
    return new ApiError({
      status: errorStatus.daily_limit,
      code: 'daily_limit',
      message: paymentRefusals.dailyLimit(toCents(cap.daily), toCents(cap.left)),
    });
  }
  return null;
}

/** Why a payment was refused, with what the reader needs next: the balance and a way to recharge, or the cap. */
export function Refusal({ failure, limits: { balance, cap } }: { failure: Error; limits: PaymentLimits }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormat();
  const { config, frame } = useAppServices();
  const code = isApiError(failure) ? failure.code : null;
  if (code === 'insufficient_balance' && balance !== undefined) {
    const recharge = paths.settings.rechargeWallet.href();
    return (
      <p>
        {t('tipForm.lowBalance', { balance: format.money(balance) })}{' '}
        {frame ? (
          // A frame on another site: the app's page opens beside it.
          <a href={new URL(recharge.slice(1), config.appUrl.replace(/\/?$/, '/')).href} target="_blank" rel="noopener">
            {t('tipForm.recharge')}
          </a>
        ) : (
          <Link to={recharge}>{t('tipForm.recharge')}</Link>
        )}
      </p>
    );
  }
  if (code === 'daily_limit' && cap) {
    return <p>{t('tipForm.overCap', { daily: format.money(cap.daily), left: format.money(cap.left) })}</p>;
  }
  return <p>{errorText(failure)}</p>;
}
