import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { MicroFrontendRootComponent } from './createMicroFrontendRoot';
import type { MicroFrontendProps } from './MicroFrontendProps';

type Props = MicroFrontendProps & AppProps;

/**
 * `react-dom/client` whose `hydrateRoot` hydrates inside a transition: React then works through a
 * large server-rendered page (a search page with 36 cards and its filters) in slices of a few
 * milliseconds instead of one long task, so the page answers input while it hydrates. An event on
 * a part not hydrated yet makes React hydrate that part at once.
 */
const transitionHydration: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot(container, children, options) {
    let root: ReactDOMClient.Root | undefined;
    React.startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return root!;
  },
};

/**
 * single-spa lifecycles for a micro-frontend's root component. A container the server rendered
 * into (marked `data-ssr`) is hydrated with `hydrateRoot`, once; any later mount renders afresh.
 * Either waits for the root's messages first, so hydration sees what the server rendered.
 */
export function createMicroFrontendLifecycles(rootComponent: MicroFrontendRootComponent) {
  const common = {
    React,
    ReactDOMClient,
    rootComponent: rootComponent as React.ComponentType<Props>,
    // The root has its own error boundary inside the i18n provider.
    suppressComponentDidCatchWarning: true,
  };
  const hydrating = singleSpaReact<MicroFrontendProps>({
    ...common,
    ReactDOMClient: transitionHydration,
    renderType: 'hydrateRoot',
  });
  const rendering = singleSpaReact<MicroFrontendProps>({ ...common, renderType: 'createRoot' });
  let mounted = rendering;

  return {
    bootstrap: (props: Props) =>
      Promise.all([hydrating.bootstrap(props), rendering.bootstrap(props)]).then(() => undefined),
    mount: async (props: Props) => {
      await rootComponent.prepare(props.platform.locale);
      const container = props.domElement;
      const serverRendered = container?.dataset.ssr === 'true';
      if (container) delete container.dataset.ssr;
      mounted = serverRendered ? hydrating : rendering;
      return mounted.mount(props);
    },
    unmount: (props: Props) => mounted.unmount(props),
  };
}
