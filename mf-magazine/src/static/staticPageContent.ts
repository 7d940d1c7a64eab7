import { aboutUs, eventjobInserieren, impressum } from './aboutPages';
import {
  werbemoeglichkeiten,
  werbemoeglichkeitenEintraege,
  werbemoeglichkeitenMailing,
  werbemoeglichkeitenWerbeformate,
} from './advertisingPages';
import type { StaticPageContent, StaticSection } from './staticPageTypes';

const PAGES: readonly StaticPageContent[] = [
  aboutUs,
  eventjobInserieren,
  impressum,
  werbemoeglichkeiten,
  werbemoeglichkeitenEintraege,
  werbemoeglichkeitenMailing,
  werbemoeglichkeitenWerbeformate,
];

/**
 * Every static page's slug (`/site/extern/{slug}.html`). The shell's sitemap keeps its own list of
 * the spec's pages (it must not depend on this remote); the tests hold both to the spec.
 */
export const STATIC_PAGE_SLUGS: readonly string[] = PAGES.map((page) => page.slug);

/** The path of a static page. */
export const staticPagePath = (slug: string) => `/site/extern/${slug}.html`;

const withBrand = (text: string, brand: string) => text.replaceAll('{brand}', brand);

function sectionWithBrand(section: StaticSection, brand: string): StaticSection {
  const t = (text: string) => withBrand(text, brand);
  return {
    ...section,
    heading: t(section.heading),
    paragraphs: section.paragraphs?.map(t),
    list: section.list?.map(t),
    table: section.table && {
      caption: t(section.table.caption),
      head: section.table.head.map(t),
      rows: section.table.rows.map((row) => row.map(t)),
    },
    links: section.links?.map((link) => ({ text: t(link.text), href: t(link.href) })),
  };
}

/** The static page with this slug, its `{brand}` placeholders filled in; null when there is none. */
export function staticPageContent(slug: string, brand: string): StaticPageContent | null {
  const page = PAGES.find((candidate) => candidate.slug === slug);
  if (!page) return null;
  return {
    ...page,
    title: withBrand(page.title, brand),
    description: withBrand(page.description, brand),
    heading: withBrand(page.heading, brand),
    lead: withBrand(page.lead, brand),
    sections: page.sections.map((section) => sectionWithBrand(section, brand)),
  };
}
