import { CSP_NONCE, type CspDirectives } from '@eventalp/platform-sdk/server';
import type { ShellServerConfig } from './config';

/** Where Mapbox GL loads styles, tiles, sprites and fonts from, and reports to. */
const MAPBOX_ORIGINS = ['https://api.mapbox.com', 'https://events.mapbox.com'];

/**
 * The Content-Security-Policy of the shell's documents.
 *
 * - Scripts: only those with the response's nonce (the page config and the shell's entry) and
 *   what they load (`'strict-dynamic'`): webpack chunks and the micro-frontends' remoteEntry.js
 *   added by Module Federation. No inline script without the nonce, no eval. `'self'` and the
 *   remotes' origins are only for browsers without `'strict-dynamic'`, which ignore them otherwise.
 * - Styles: the inlined stylesheets carry the nonce; the micro-frontends' stylesheets are linked
 *   from their origins. Style attributes (React's `style={…}`, widths set by the map and the
 *   gallery) stay allowed: they cannot run code.
 * - Workers: MapLibre/Mapbox start theirs from `blob:` URLs.
 * - Framing: nobody may frame the site (`frame-ancestors 'none'`); the site frames only YouTube's
 *   privacy-enhanced player.
 */
export function shellContentSecurityPolicy(
  config: Pick<ShellServerConfig, 'remotes' | 'mapboxAccessToken'>,
): CspDirectives {
  const remotes = [...new Set(Object.values(config.remotes))];
  const mapbox = config.mapboxAccessToken ? MAPBOX_ORIGINS : [];
  return {
    'default-src': ["'self'"],
    'script-src': [CSP_NONCE, "'strict-dynamic'", "'self'", ...remotes],
    'style-src': ["'self'", CSP_NONCE, ...remotes, ...mapbox],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes, ...mapbox],
    'connect-src': ["'self'", ...remotes, ...mapbox],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}
