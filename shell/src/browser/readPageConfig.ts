import { PAGE_CONFIG_GLOBAL, type PageConfig } from '../PageConfig';

/** The runtime config the shell server injected into this page. */
export function readPageConfig(): PageConfig {
  const config = (window as unknown as Record<string, PageConfig | undefined>)[PAGE_CONFIG_GLOBAL];
  if (!config)
    throw new Error(`window.${PAGE_CONFIG_GLOBAL} is missing: page not served by the shell`);
  return config;
}
