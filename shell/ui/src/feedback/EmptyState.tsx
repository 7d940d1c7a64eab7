import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** What to do next: a Button or a link. */
  action?: ReactNode;
  /** The title's heading level (2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or page shows when there is nothing: icon, title, a line of text, an action. */
export function EmptyState({ icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ea-empty-state">
      {icon && (
        <div className="ea-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="ea-empty-state__title">{title}</Heading>
      {text && <p className="ea-empty-state__text">{text}</p>}
      {action && <div className="ea-empty-state__action">{action}</div>}
    </div>
  );
}
