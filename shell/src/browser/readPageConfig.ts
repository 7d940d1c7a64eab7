import { PAGE_CONFIG_ID, type PageConfig } from '../PageConfig';

/** The runtime config the shell server put into this page (JSON, see `PageConfig`). */
export function readPageConfig(doc: Document = document): PageConfig {
  const element = doc.getElementById(PAGE_CONFIG_ID);
  if (!element?.textContent)
    throw new Error(`#${PAGE_CONFIG_ID} is missing: page not served by the shell`);
  return JSON.parse(element.textContent) as PageConfig;
}
