import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/use-format';

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
  const format = useFormat();
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
          <bdi dir="ltr">{format.money(amount)}</bdi>
        </button>
      ))}
    </div>
  );
}
