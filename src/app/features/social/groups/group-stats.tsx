import { useTranslation } from 'react-i18next';
import type { SampleGroup } from '../../sample/sample-types';
import { useFormat } from '../../../hooks/use-format';

/** A group's members and posts a day; `compact` shortens a large member count (3.3K) for a card. */
export function GroupStats({ group, compact = false }: { group: SampleGroup; compact?: boolean }) {
  const { t } = useTranslation('social');
  const format = useFormat();
  return (
    <ul className="stat-row">
      <li>
        <strong>{compact ? format.compact(group.memberCount) : format.number(group.memberCount)}</strong>{' '}
        {t('groups.members')}
      </li>
      <li>
        <strong>{format.number(group.ppd)}</strong> {t('groups.postsPerDay')}
      </li>
    </ul>
  );
}
