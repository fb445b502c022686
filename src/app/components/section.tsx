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
  level = 2,
  children,
}: {
  title: ReactNode;
  as?: 'section' | 'aside' | 'nav';
  className?: string;
  titleClassName?: string;
  /** 3 for a section inside another. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Tag className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}

/** The common case: a card whose heading is its card title. */
export function CardSection({ className, ...props }: Omit<Parameters<typeof Section>[0], 'titleClassName'>) {
  return <Section {...props} className={className ? `card ${className}` : 'card'} titleClassName="card-title" />;
}
