import { sectionPagePath, type ProfileSection } from '@eventalp/plugin-packages/domain';

/** Pages of the package editing under /site/user/packages (spec section 2), each by the venue. */
export const packageEditingPaths = {
  list: '/site/user/packages',
  section: (section: ProfileSection, locationId: number) =>
    `/site/user/packages/${sectionPagePath(section)}/${locationId}`,
  accommodation: (roomId: number, locationId: number) =>
    `/site/user/packages/accommodation/${roomId}/${locationId}`,
  addHall: (locationId: number, step: 'infos' | 'availability' = 'infos') =>
    `/site/user/packages/addhall/${step}/${locationId}`,
  editHall: (hallName: string, hallId: number, locationId: number) =>
    `/site/user/packages/edithall/${encodeURIComponent(hallName)}/${hallId}/${locationId}`,
  calendar: (locationId: number) => `/site/user/packages/calendar/${locationId}`,
  createPackage: (locationId: number) => `/site/user/packages/${locationId}/packages/create`,
  editPackage: (locationId: number, packageId: number) =>
    `/site/user/packages/${locationId}/packages/${packageId}/edit`,
} as const;

/** Rappen from a francs text ('12.50' → 1250); null for an empty field, NaN stays for the API's 422. */
export function rappenOf(francs: string): number | null {
  const trimmed = francs.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : -1;
}

/** Francs text of an amount in Rappen ('12.50'). */
export const francsOf = (rappen: number | null | undefined) =>
  rappen === null || rappen === undefined ? '' : (rappen / 100).toFixed(2);
