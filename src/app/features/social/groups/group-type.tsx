import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { SampleGroup } from '../../sample/sample-types';

export function GroupType({ type }: { type: SampleGroup['type'] }) {
  const { t } = useTranslation('social');
  return (
    <span className="icon-line">
      <Icon name={type === 'Private' ? 'lock' : 'globe'} size={16} />
      {type === 'Private' ? t('groups.private') : t('groups.public')}
    </span>
  );
}
