import { config } from 'zod/v4/core';

/**
 * The micro-frontends validate forms with zod (the plugins' shared rules). On its first object
 * schema zod probes whether it may compile code with `new Function`; the pages' CSP forbids
 * that, and the browser reports the refused probe as a CSP violation on every page even though
 * zod catches it. `jitless` skips the probe: zod then validates without compiled code, as it
 * would after a failed probe. Every copy of zod on the page (each remote bundles its own) reads
 * this one global setting, so the shell sets it once before any remote starts.
 */
export function configureZod(): void {
  config({ jitless: true });
}
