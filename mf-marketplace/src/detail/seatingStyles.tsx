import { Presentation, Theater, UtensilsCrossed, Wine, type LucideIcon } from 'lucide-react';
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
export const seatingIcons: Record<SeatingStyle, LucideIcon> = {
  banquet: UtensilsCrossed,
  aperitif: Wine,
  concert: Theater,
  seminar: Presentation,
};

export function SeatingIcon({ style }: { style: SeatingStyle }) {
  const Icon = seatingIcons[style];
  return <Icon className="ea-icon" aria-hidden="true" size={18} />;
}
