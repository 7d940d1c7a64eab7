import { lazy, type ComponentType, type ReactNode } from 'react';
import { definePage, type AnyPage, type PageDefinition } from './PageDefinition';

/** A page view whose code is a chunk of its own, fetched only on the pages that show it. */
export type LazyPageComponent<Props> = ((props: Props) => ReactNode) & {
  /** Fetches the chunk (once); afterwards the view renders synchronously, as the server needs. */
  preload(): Promise<unknown>;
};

/**
 * Wraps `import('./SomePage').then((m) => m.SomePage)` so a page's view stays out of the micro-frontend's initial bundle.
 * The server render and browser-side loads call `preload()` before rendering; during hydration
 * the view suspends until its chunk is there and React keeps the server's HTML meanwhile.
 */
export function lazyPageComponent<Props extends object>(
  loader: () => Promise<ComponentType<Props>>,
): LazyPageComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
    pending ??= loader().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a later render may try again (e.g. after a flaky network)
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPage(props: Props) {
    const View = loaded ?? Suspending;
    return <View {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}

/** Fetches the code of a page's view when it is lazy; resolves at once otherwise. */
export function preloadPageComponent(component: object): Promise<unknown> {
  const preload = (component as Partial<LazyPageComponent<never>>).preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}

/** What a lazily loaded page module provides: everything of a page but where it lives. */
export type PageModule<Data> = Pick<PageDefinition<Data>, 'load' | 'head' | 'Component'>;

/**
 * A page whose data loading, head and view are a chunk of their own: only its id and path are in
 * the micro-frontend's first bundle. The server and browser-side loads fetch the chunk before
 * `load`; `head` runs after `load` (on the server), so the module is there by then.
 */
export function lazyPage<Data>(page: {
  id: string;
  path: RegExp;
  /** The query parameters the page reads (see `PageDefinition.query`). */
  query?: readonly string[];
  module: () => Promise<PageModule<Data>>;
}): AnyPage {
  let loaded: PageModule<Data> | null = null;
  let pending: Promise<PageModule<Data>> | null = null;
  const module = () => {
    pending ??= page.module().then(
      (found) => (loaded = found),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return definePage<Data>({
    id: page.id,
    path: page.path,
    ...(page.query ? { query: page.query } : {}),
    load: async (context) => (await module()).load(context),
    head(data, intl, context) {
      if (!loaded) throw new Error(`Page ${page.id}: head() before load()`);
      return loaded.head(data, intl, context);
    },
    Component: lazyPageComponent(() => module().then((found) => found.Component)),
  });
}
