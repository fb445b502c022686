import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icon';

/**
 * A card led by a large icon, a heading and what follows it; the feature grids of the landing, help and
 * download pages. As a `section` it is a region named by its heading; as an `li` it is one item of a list.
 */
export function FeatureCard({
  icon,
  title,
  as: Tag = 'li',
  children,
}: {
  icon: IconName;
  title: ReactNode;
  as?: 'li' | 'section';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Tag className="card" aria-labelledby={Tag === 'section' ? titleId : undefined}>
      <span className="feature-icon">
        <Icon name={icon} size={24} />
      </span>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
