/**
 * The single list of modules every federated build and the server-side host share as singletons.
 * React needs all four entry points here, or React ends up loaded twice.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-intl',
  'single-spa-react',
  '@eventalp/shell-kit',
] as const;

/**
 * Singletons whose version range is enforced: the runtime contract between the shell and the
 * micro-frontends. Its major version rises with every breaking change (see shell/kit/README.md).
 */
export const STRICT_SINGLETONS: ReadonlySet<string> = new Set(['@eventalp/shell-kit']);

/**
 * Shared on top of SHARED_SINGLETONS in node builds only: the renderer must come from the same
 * React installation (and the same NODE_ENV build) as the host's `react`.
 */
export const SERVER_SHARED_SINGLETONS = [...SHARED_SINGLETONS, 'react-dom/server'] as const;

/** 'react-dom/client' → 'react-dom', '@eventalp/shell-kit' → itself. */
export function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}
