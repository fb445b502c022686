import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/money/format-money';

/**
 * The amounts offered beside the tip field: a press fills the field (the member still says 'yes'),
 * and the amount the field holds shows pressed.
 */
export function TipPresets({
  presets,
  value,
  onPick,
  disabled,
}: {
  presets: readonly number[];
  value: string;
  onPick: (amount: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="tip-presets" role="group" aria-label={t('tip.presets')}>
      {presets.map((amount) => (
        <button
          key={amount}
          type="button"
          className="button tip-preset"
          aria-pressed={value.trim() !== '' && Number(value) === amount}
          disabled={disabled}
          onClick={() => onPick(amount)}
        >
          <bdi dir="ltr">{formatMoney(amount)}</bdi>
        </button>
      ))}
    </div>
  );
}
