/** 1 Switzerland, 2 Germany, 3 Austria. */
export type CountryCategory = 1 | 2 | 3;

/**
 * The active country category from the site's host name (port ignored, case-insensitive):
 * `.com` or `.de` give 2, `.at` gives 3, `.ch` and anything else give 1.
 */
export function countryCategoryFromHost(host: string): CountryCategory {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (hostname.endsWith('.com') || hostname.endsWith('.de')) return 2;
  if (hostname.endsWith('.at')) return 3;
  return 1;
}
