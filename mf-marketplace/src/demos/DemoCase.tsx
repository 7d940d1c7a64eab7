import type { ReactNode } from 'react';

/** One state of a component on the style guide: what it is, then the component. */
export function DemoCase({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="ea-demos__case">
      <h3 className="ea-demos__case-title">{title}</h3>
      <div className="ea-demos__case-body">{children}</div>
    </div>
  );
}
