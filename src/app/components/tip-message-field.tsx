import { useTranslation } from 'react-i18next';
import { characterCount } from '../../core/contract/money';
import { tipMessageMaxLength } from '../../core/contract/tip-limits';
import { TextareaField } from './textarea-field';

/**
 * The optional note to the creator, with a counter of characters as the API counts them. Nothing stops
 * typing at the limit (a pasted text would be cut unseen): the contract's rule refuses it, next to the field.
 */
export function TipMessageField({
  creatorName,
  value,
  onChange,
  error,
  disabled,
}: {
  creatorName: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextareaField
      label={t('tip.messageLabel', { name: creatorName })}
      name="message"
      rows={2}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      hint={t('tip.messageCount', { used: characterCount(value), max: tipMessageMaxLength })}
      error={error}
    />
  );
}
