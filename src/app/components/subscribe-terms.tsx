import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../core/contract/users';
import { displayName } from '../../core/people/person-name';
import { useFormat } from '../hooks/use-format';
import { CheckField } from './check-field';

/**
 * What a member confirms before subscribing, in the app's dialog and the widget's frame alike: the
 * question, the price they are shown (and pay), and whether their name goes on the creator's wall.
 */
export function SubscribeTerms({
  creator,
  price,
  onWall,
  onWallChange,
  disabled,
}: {
  creator: Pick<PublicUser, 'first_name' | 'last_name'>;
  price: number;
  onWall: boolean;
  onWallChange: (onWall: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <p>{t('subscribe.confirmText')}</p>
      <p>
        <strong>{t('subscribe.price', { amount: format.money(price) })}</strong>
      </p>
      <CheckField
        name="public"
        label={t('wall.subscribeChoice', { name: displayName(creator) })}
        hint={t('wall.choiceHint')}
        checked={onWall}
        disabled={disabled}
        onChange={onWallChange}
      />
    </>
  );
}
