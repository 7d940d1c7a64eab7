import type { LucideIcon } from 'lucide-react';
import { CATEGORY_ICONS, categoryIconName, DEFAULT_CATEGORY_ICON } from './categoryIcons';

export interface CategoryIconProps {
  /** One of the spec's names (`location`, `catering`, … `video__foto`) or an alias of one. */
  name: string | null | undefined;
  /** Said by screen readers; without it the icon is decorative (hidden from them). */
  label?: string;
  /** Width and height in px (default 24). */
  size?: number;
  className?: string;
}

/** A component React can draw: a function or a forwardRef/memo object (lucide's icons). */
function drawable(icon: unknown): icon is LucideIcon {
  return typeof icon === 'function' || (typeof icon === 'object' && icon !== null);
}

/**
 * The header icon of a category (spec section 3): an inline SVG in the text colour. An unknown
 * name, or an icon that is missing from the build, draws the default icon (spec section 10: a
 * failed icon falls back silently). Decorative unless `label` is given, then it is an image with
 * that name.
 */
export function CategoryIcon({ name, label, size = 24, className }: CategoryIconProps) {
  const known = categoryIconName(name);
  const icon: unknown = known ? CATEGORY_ICONS[known] : undefined;
  const Icon = drawable(icon) ? icon : DEFAULT_CATEGORY_ICON;
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <Icon
      size={size}
      className={['ea-category-icon', className].filter(Boolean).join(' ')}
      data-icon={Icon === icon ? known : 'default'}
      focusable="false"
      {...a11y}
    />
  );
}
