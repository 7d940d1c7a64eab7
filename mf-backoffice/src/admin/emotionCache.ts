import createCache from '@emotion/cache';

/** The nonce of this page's Content-Security-Policy (the shell puts it on its scripts). */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Material UI's styles (emotion) as `<style>` elements carrying the page's nonce: the shell's
 * policy allows no other inline stylesheet.
 */
export function createEmotionCache() {
  return createCache({ key: 'ea-bo', nonce: pageNonce() });
}
