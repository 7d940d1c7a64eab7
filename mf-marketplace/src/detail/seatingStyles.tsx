import { Presentation, Theater, UtensilsCrossed, Wine, type IconNode } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
import { defineMessages } from 'react-intl';
import type { SeatingStyle } from '../catalog/catalogTypes';

/** The seating styles' names (spec section 3, Room). */
export const seatingNames = defineMessages({
  banquet: { id: 'marketplace.rooms.banquet', defaultMessage: 'Bankett' },
  aperitif: { id: 'marketplace.rooms.aperitif', defaultMessage: 'Apéro' },
  concert: { id: 'marketplace.rooms.concert', defaultMessage: 'Konzert' },
  seminar: { id: 'marketplace.rooms.seminar', defaultMessage: 'Seminar' },
});

/** Each seating style's icon (decorative: the style's name is always next to it). */
export const seatingIcons: Record<SeatingStyle, IconNode> = {
  banquet: UtensilsCrossed,
  aperitif: Wine,
  concert: Theater,
  seminar: Presentation,
};

export function SeatingIcon({ style }: { style: SeatingStyle }) {
  return <Icon icon={seatingIcons[style]} className="ea-detail-icon" size={18} />;
}
