/** A block of a static page: heading, paragraphs, a list, a table and links, all optional but the heading. */
export interface StaticSection {
  /** Anchor of the section (`#kontakt`), linked from elsewhere. */
  id?: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  table?: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };
  links?: readonly { text: string; href: string }[];
}

/**
 * One page under `/site/extern/{slug}.html`. `{brand}` in any text is replaced by the site's brand
 * (`Platform.brand`), so the pages follow the configuration.
 */
export interface StaticPageContent {
  slug: string;
  /** Document title and Open Graph title. */
  title: string;
  /** Meta and Open Graph description (at most about 160 characters). */
  description: string;
  heading: string;
  lead: string;
  sections: readonly StaticSection[];
}
