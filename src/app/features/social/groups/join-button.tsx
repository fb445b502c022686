import { useTranslation } from 'react-i18next';
import type { SampleGroup } from '../../sample/sample-types';
import { useJoinGroup } from './use-groups';
import { useSampleText } from '../../sample/use-sample-text';

/** Public groups are joined at once; a private one takes a request, which the button says. */
export function JoinButton({ group }: { group: SampleGroup }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const join = useJoinGroup();
  const label = group.isJoin
    ? t('groups.leave')
    : group.type === 'Private'
      ? t('groups.requestJoin')
      : t('groups.join');
  return (
    <button
      type="button"
      className={`button${group.isJoin ? '' : ' button-accent'}`}
      disabled={join.isPending}
      onClick={() => join.mutate({ id: group.id, join: !group.isJoin })}
      aria-label={t('common.actionFor', { action: label, name: sampleText(group.name) })}
    >
      {label}
    </button>
  );
}
