import {
  Armchair,
  Briefcase,
  Building2,
  Camera,
  PartyPopper,
  Sparkles,
  Speaker,
  Tent,
  UtensilsCrossed,
  type IconNode,
} from 'lucide';

/** The spec's header icon names, one per category (spec section 3, "Header icon by category"). */
export const CATEGORY_ICON_NAMES = [
  'location',
  'catering',
  'technik',
  'agentur',
  'einrichtung',
  'infrastruktur',
  'programm',
  'video__foto',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

/** The icon drawn per category; only these are bundled (lucide's icons are tree-shaken one by one). */
export const CATEGORY_ICONS: Readonly<Record<CategoryIconName, IconNode>> = {
  location: Building2,
  catering: UtensilsCrossed,
  technik: Speaker,
  agentur: Briefcase,
  einrichtung: Armchair,
  infrastruktur: Tent,
  programm: PartyPopper,
  video__foto: Camera,
};

/** Drawn for a name the table does not know, or when a category's icon fails to draw. */
export const DEFAULT_CATEGORY_ICON: IconNode = Sparkles;

/**
 * The spec's service map and provider main categories use other spellings for some categories
 * (`einrichtung_ausstattung`, `unterhaltung`, `foto_video`); they draw the same icon.
 */
const ALIASES: Readonly<Record<string, CategoryIconName>> = {
  einrichtung_ausstattung: 'einrichtung',
  unterhaltung: 'programm',
  foto_video: 'video__foto',
  eventtechnik: 'technik',
  catering_partyservice: 'catering',
};

/** Provider main category ids (spec section 3) and the icon of each. */
const PROVIDER_CATEGORIES: Readonly<Record<number, CategoryIconName>> = {
  450: 'agentur',
  451: 'catering',
  452: 'technik',
  453: 'video__foto',
  455: 'infrastruktur',
  456: 'programm',
  457: 'einrichtung',
};

/** The spec's icon name for a name or alias; `undefined` when it names no category. */
export function categoryIconName(name: string | null | undefined): CategoryIconName | undefined {
  if (!name) return undefined;
  if (Object.hasOwn(CATEGORY_ICONS, name)) return name as CategoryIconName;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
}

/**
 * The icon name of an entry: every location is a `location`; a provider's comes from its main
 * category id (450 to 457), `undefined` for another id.
 */
export function entryCategoryIconName(
  entityType: 'location' | 'provider',
  categoryId: number,
): CategoryIconName | undefined {
  if (entityType === 'location') return 'location';
  return Object.hasOwn(PROVIDER_CATEGORIES, categoryId)
    ? PROVIDER_CATEGORIES[categoryId]
    : undefined;
}
