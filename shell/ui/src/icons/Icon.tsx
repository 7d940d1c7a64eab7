import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export type { IconNode } from 'lucide';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** A lucide icon's drawing: `import { Heart } from 'lucide'` (each icon is bundled alone). */
  icon: IconNode;
  /** Width and height in px (default 24). */
  size?: number;
  /** Said by screen readers; without it the icon is decorative (hidden from them). */
  label?: string;
}

/**
 * A lucide icon as an inline SVG in the text colour, drawn from the icon's node list. This
 * replaces lucide-react's component runtime (about 1.5 KB gzip in every build that uses it),
 * which the pages' 170 KB initial-JS budget has no room for.
 */
export function Icon({ icon, size = 24, label, ...svg }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...svg}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
