import { SITE_PATHS, siteClient, type ServiceLabel } from '@eventalp/plugin-site/domain';
import type { PlatformClient } from '../http/createPlatformClient';

export type { ServiceLabel } from '@eventalp/plugin-site/domain';

export const SERVICE_LABELS_PATH = SITE_PATHS.serviceLabels;

/**
 * The text of a service label (spec section 7): its value, else its fallback, else the key
 * itself. Empty strings count as missing.
 */
export function serviceLabelText(labels: readonly ServiceLabel[], key: string): string {
  const label = labels.find((candidate) => candidate.label === key);
  return label?.value || label?.fallback || key;
}

const loads = new WeakMap<PlatformClient, Promise<readonly ServiceLabel[]>>();

/**
 * The service labels, fetched once per platform client: callers share the one request in flight
 * and its answer. A failed fetch is logged, answers no labels, and the next call tries again.
 */
export function loadServiceLabels(http: PlatformClient): Promise<readonly ServiceLabel[]> {
  const known = loads.get(http);
  if (known) return known;
  const load = siteClient(http)
    .serviceLabels()
    .catch((error: unknown) => {
      console.error('Service labels could not be loaded', error);
      loads.delete(http);
      return [] as readonly ServiceLabel[];
    });
  loads.set(http, load);
  return load;
}
