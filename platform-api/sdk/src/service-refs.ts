import type { PlatformServices } from './services';

/**
 * The name and type of a service one plugin provides to others (a media library, the places of
 * the taxonomy, the catalogue's documents for search). The provider exports the ref; a consumer
 * lists it in its plugin's `uses` and asks `services.service(ref)` for the one instance, instead
 * of reading the provider's tables or constructing its classes.
 */
export interface ServiceRef<T> {
  /** `<pluginId>.<what>`, unique on the platform. */
  readonly id: string;
  /** Carries the type only; never set. */
  readonly type?: T;
}

export function createServiceRef<T>(id: string): ServiceRef<T> {
  return { id };
}

/** A plugin's way of making the service of `ref`: called once, with the provider's services. */
export interface ServiceProvision<T> {
  ref: ServiceRef<T>;
  create(services: PlatformServices): T;
}

export function provideService<T>(
  ref: ServiceRef<T>,
  create: (services: PlatformServices) => T,
): ServiceProvision<T> {
  return { ref, create };
}
