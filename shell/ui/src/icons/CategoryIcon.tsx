import { CATEGORY_ICONS, categoryIconName, DEFAULT_CATEGORY_ICON } from './categoryIcons';
import { Icon } from './Icon';

export interface CategoryIconProps {
  /** One of the spec's names (`location`, `catering`, … `video__foto`) or an alias of one. */
  name: string | null | undefined;
  /** Said by screen readers; without it the icon is decorative (hidden from them). */
  label?: string;
  /** Width and height in px (default 24). */
  size?: number;
  className?: string;
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
  const drawable = Array.isArray(icon) && icon.length > 0;
  return (
    <Icon
      icon={drawable ? CATEGORY_ICONS[known!] : DEFAULT_CATEGORY_ICON}
      size={size}
      label={label}
      className={['ea-category-icon', className].filter(Boolean).join(' ')}
      data-icon={drawable ? known : 'default'}
    />
  );
}
