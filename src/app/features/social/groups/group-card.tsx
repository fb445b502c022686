import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SampleGroup } from '../../sample/sample-types';
import { useFormat } from '../../../hooks/use-format';
import { GroupType } from './group-type';
import { JoinButton } from './join-button';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

export function GroupCard({ group }: { group: SampleGroup }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  return (
    <article className="card media-card group-card">
      <div className="media-frame media-frame-short">
        <img src={group.image} alt="" loading="lazy" />
      </div>
      <div className="media-body">
        <img className="group-logo" src={group.logo} alt="" width={56} height={56} />
        <h2 className="card-title">
          <Link to={paths.feed.group.href(group.id)}>{sampleText(group.name)}</Link>
        </h2>
        <p className="muted small">
          <GroupType type={group.type} />
        </p>
        <ul className="stat-row">
          <li>
            <strong>{format.compact(group.memberCount)}</strong> {t('groups.members')}
          </li>
          <li>
            <strong>{format.number(group.ppd)}</strong> {t('groups.postsPerDay')}
          </li>
        </ul>
        <JoinButton group={group} />
      </div>
    </article>
  );
}
