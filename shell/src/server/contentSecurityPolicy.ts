import { CSP_NONCE, type CspDirectives } from '@eventalp/platform-sdk/server';
import type { ShellServerConfig } from './config';

/** Where Mapbox GL loads styles, tiles, sprites and fonts from, and reports to. */
const MAPBOX_ORIGINS = ['https://api.mapbox.com', 'https://events.mapbox.com'];

/**
 * The Content-Security-Policy of the shell's documents.
 *
 * - Scripts: inline ones only with the response's nonce (the page config; the shell's entry
 *   carries it too), files only from the shell and the micro-frontends' origins (webpack chunks,
 *   each remoteEntry.js Module Federation adds). No `'unsafe-inline'`, no eval. Not
 *   `'strict-dynamic'`: the map's worker is a `blob:` module that imports MapLibre's worker from
 *   the micro-frontend's origin, which only a host allowlist lets through.
 * - Styles: the inlined stylesheets carry the nonce; the micro-frontends' stylesheets are linked
 *   from their origins. Style attributes (React's `style={…}`, widths set by the map and the
 *   gallery) stay allowed: they cannot run code.
 * - Workers: MapLibre/Mapbox start theirs from `blob:` URLs (importing from a remote's origin).
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
    'script-src': [CSP_NONCE, "'self'", ...remotes],
    'style-src': ["'self'", CSP_NONCE, ...remotes, ...mapbox],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes, ...mapbox],
    'connect-src': ["'self'", ...remotes, ...mapbox],
    'worker-src': ["'self'", 'blob:', ...remotes],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}
