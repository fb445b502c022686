import { useId, type ReactNode } from 'react';

/**
 * A region named by its heading: the heading's id comes from useId, so the same section can stand twice
 * on a page without two elements sharing an id. `as` picks the landmark (a side column is an aside, a
 * table of contents a nav).
 */
export function Section({
  title,
  as: Tag = 'section',
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  as?: 'section' | 'aside' | 'nav';
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Tag className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}

/** The common case: a card whose heading is its card title. */
export function CardSection({ className, ...props }: Omit<Parameters<typeof Section>[0], 'titleClassName'>) {
  return <Section {...props} className={className ? `card ${className}` : 'card'} titleClassName="card-title" />;
}
