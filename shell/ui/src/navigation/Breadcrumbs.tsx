import type { Crumb } from './breadcrumbJsonLd';

/**
 * The visible breadcrumb trail (the same trail as the page's `BreadcrumbList` JSON-LD); the last
 * crumb is the current page and not a link. `label` names the navigation landmark.
 */
export function Breadcrumbs({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  if (trail.length < 2) return null;
  return (
    <nav className="ea-breadcrumbs" aria-label={label}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
