import { Link } from 'react-router';
import type { SampleGroup } from '../../sample/sample-types';
import { GroupStats } from './group-stats';
import { GroupType } from './group-type';
import { JoinButton } from './join-button';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

export function GroupCard({ group }: { group: SampleGroup }) {
  const sampleText = useSampleText();
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
        <GroupStats group={group} compact />
        <JoinButton group={group} />
      </div>
    </article>
  );
}
