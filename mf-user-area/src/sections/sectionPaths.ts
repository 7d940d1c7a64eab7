import { LOCATION_SECTIONS, PROVIDER_SECTIONS } from '@eventalp/plugin-catalog/domain';
import type { EntryType } from '../shared/userAreaPaths';

/** The edit sections of each kind in the navigation's order (rooms after properties). */
export function sectionsOf(type: EntryType): string[] {
  const names = Object.keys(type === 'location' ? LOCATION_SECTIONS : PROVIDER_SECTIONS);
  if (type === 'provider') return names;
  const at = names.indexOf('faq');
  return [...names.slice(0, at), 'rooms', ...names.slice(at)];
}
