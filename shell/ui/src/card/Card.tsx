import type { ReactNode } from 'react';

interface CardProps {
  /** The picture on top (e.g. a ResponsiveImage); decorative ones carry alt="". */
  media?: ReactNode;
  title: ReactNode;
  /** Where the title links to; the whole card is then a pointer target, the link its name. */
  href?: string;
  /** The title's heading level (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title: place, capacity, date. */
  meta?: ReactNode;
  /** Text of the card. */
  children?: ReactNode;
  /** Buttons or links at the foot; they stay their own targets above the title's link. */
  actions?: ReactNode;
  className?: string;
}

/** A card: media, title (a link when `href` is given), meta line, text and actions. */
export function Card({
  media,
  title,
  href,
  headingLevel = 3,
  meta,
  children,
  actions,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={['ea-content-card', href && 'ea-content-card--link', className]
        .filter(Boolean)
        .join(' ')}
    >
      {media && <div className="ea-content-card__media">{media}</div>}
      <div className="ea-content-card__body">
        <Heading className="ea-content-card__title">
          {href ? (
            <a className="ea-content-card__link" href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {meta && <p className="ea-content-card__meta">{meta}</p>}
        {children && <div className="ea-content-card__text">{children}</div>}
        {actions && <div className="ea-content-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
