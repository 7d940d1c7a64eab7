import { SEATING_STYLES, type EntryDetail, type SeatingStyle } from '../catalog/catalogTypes';

export interface KeyFactValues {
  /** The largest capacity of each seating style over all rooms (styles no room offers are left out). */
  capacities: { style: SeatingStyle; max: number }[];
  /** How many rooms (locations). */
  rooms: number | null;
  /** The largest room's area in m². */
  area: number | null;
  /** Providers: how many people they serve (min and max). */
  people: { min: number | null; max: number } | null;
  place: string;
  region: string | null;
}

/** The facts the strip under the photos shows, from the detail answer (no data, no fact). */
export function keyFacts(detail: EntryDetail): KeyFactValues {
  const capacities = SEATING_STYLES.flatMap((style) => {
    const max = Math.max(0, ...detail.rooms.map((room) => room.capacity[style]?.max ?? 0));
    return max > 0 ? [{ style, max }] : [];
  });
  const area = Math.max(0, ...detail.rooms.map((room) => room.area ?? 0));
  const rooms = detail.entity_type === 'location' ? detail.rooms_count || detail.rooms.length : 0;
  const { address } = detail;
  return {
    capacities,
    rooms: rooms > 0 ? rooms : null,
    area: area > 0 ? area : null,
    people: detail.people?.max ? { min: detail.people.min, max: detail.people.max } : null,
    place: [address.zip, address.place].filter(Boolean).join(' '),
    region: address.region?.name ?? null,
  };
}
