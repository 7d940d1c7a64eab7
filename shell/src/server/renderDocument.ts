import type { PageHead } from '@eventalp/shell-kit';
import {
  FOOTER_ROOT_ID,
  HEADER_ROOT_ID,
  MAIN_ID,
  PAGE_CONFIG_ID,
  type PageConfig,
} from '../PageConfig';
import { escapeHtml, serializeForScript } from './htmlEscaping';
import type { PageStylesheet } from './RemoteStylesheets';

export interface DocumentParts {
  head: PageHead;
  /** Absolute URL of this page (from the request's host). */
  canonicalUrl: string;
  /** Shown as og:site_name. */
  brand: string;
  csrfToken: string;
  /**
   * The Content-Security-Policy nonce every inline script and style carries (the placeholder,
   * filled in per response).
   */
  cspNonce: string;
  headerHtml: string;
  mainHtml: string;
  footerHtml: string;
  config: PageConfig;
  /** The shell's stylesheet (tokens, building blocks, chrome), inlined. */
  shellStylesheet: string;
  /** Font files of the shell's stylesheet every page needs at once (`fontPreloads`). */
  fontPreloads?: readonly string[];
  /**
   * The stylesheets the rendered micro-frontend needs, after the shell's: inlined with their URL
   * in `data-href` (the micro-frontend's chunk loader then knows them as loaded), else linked.
   */
  stylesheets: readonly PageStylesheet[];
  /** URL of the shell's browser entry. */
  scriptSrc: string;
}

const OG_LOCALES: Record<string, string> = {
  'de-CH': 'de_CH',
  'de-DE': 'de_DE',
  'de-AT': 'de_AT',
  fr: 'fr_CH',
  it: 'it_CH',
  en: 'en_GB',
};

/** A `</style` inside a stylesheet would end the element early. */
export function inlineCss(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

function stylesheetElement({ href, css }: PageStylesheet, nonce: string): string {
  return css === null
    ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
    : `<style data-href="${escapeHtml(href)}" nonce="${nonce}">${inlineCss(css)}</style>`;
}

/** `<link rel="alternate">` with the attributes the alternate has (a feed's type, a language). */
function alternateLink(alternate: NonNullable<PageHead['alternates']>[number]): string {
  const attribute = (name: string, value: string | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
  return `<link rel="alternate"${attribute('hreflang', alternate.hreflang)}${attribute('type', alternate.type)}${attribute('title', alternate.title)} href="${escapeHtml(alternate.href)}">`;
}

/**
 * The full HTML page: head for SEO, the rendered parts, the runtime config and the shell script.
 *
 * The browser holds its first paint until the parser has passed the header and reached `<main>`
 * (`rel="expect"`, render-blocking): a large page arrives and is parsed in pieces, and a paint
 * between two pieces showed a header with half of its items, which then moved as the rest arrived
 * (a layout shift). Waiting for the whole of `<main>` too (expecting the footer) left no shift
 * at all, but delayed the search page's first paint by a second at 4x CPU slowdown; `<main>`
 * itself no longer moves when its content arrives (page.css).
 */
export function renderDocument(parts: DocumentParts): string {
  const { head, config } = parts;
  const nonce = escapeHtml(parts.cspNonce);
  const meta = (attribute: string, key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  const jsonLd = (head.jsonLd ?? [])
    .map((item) => `<script type="application/ld+json">${serializeForScript(item)}</script>`)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(config.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(head.title)}</title>
${meta('name', 'description', head.description)}
${meta('name', 'robots', head.robots)}
<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">
${(head.alternates ?? []).map(alternateLink).join('\n')}
${meta('property', 'og:title', head.title)}
${meta('property', 'og:description', head.description)}
${meta('property', 'og:type', head.ogType ?? 'website')}
${meta('property', 'og:url', parts.canonicalUrl)}
${meta('property', 'og:image', head.image)}
${meta('property', 'og:site_name', parts.brand)}
${meta('property', 'og:locale', OG_LOCALES[config.locale])}
<meta name="csrf-token" content="${escapeHtml(parts.csrfToken)}">
${jsonLd}
${(parts.fontPreloads ?? [])
  .map(
    (href) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
  )
  .join('\n')}
<link rel="expect" href="#${MAIN_ID}" blocking="render">
<style nonce="${nonce}">${inlineCss(parts.shellStylesheet)}</style>
${parts.stylesheets.map((stylesheet) => stylesheetElement(stylesheet, nonce)).join('\n')}
</head>
<body>
<div id="${HEADER_ROOT_ID}">${parts.headerHtml}</div>
<main id="${MAIN_ID}">${parts.mainHtml}</main>
<div id="${FOOTER_ROOT_ID}">${parts.footerHtml}</div>
<script type="application/json" id="${PAGE_CONFIG_ID}">${serializeForScript(config)}</script>
<script src="${escapeHtml(parts.scriptSrc)}" nonce="${nonce}" defer></script>
</body>
</html>
`;
}
