import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ComponentType } from 'react';
import type { MicroFrontendProps } from './MicroFrontendProps';

type Props = MicroFrontendProps & AppProps;

/**
 * single-spa lifecycles for a micro-frontend's root component. A container the server rendered
 * into (marked `data-ssr`) is hydrated with `hydrateRoot`, once; any later mount renders afresh.
 */
export function createMicroFrontendLifecycles(rootComponent: ComponentType<MicroFrontendProps>) {
  const common = {
    React,
    ReactDOMClient,
    rootComponent: rootComponent as ComponentType<Props>,
    // The root has its own error boundary inside the i18n provider.
    suppressComponentDidCatchWarning: true,
  };
  const hydrating = singleSpaReact<MicroFrontendProps>({ ...common, renderType: 'hydrateRoot' });
  const rendering = singleSpaReact<MicroFrontendProps>({ ...common, renderType: 'createRoot' });
  let mounted = rendering;

  return {
    bootstrap: (props: Props) =>
      Promise.all([hydrating.bootstrap(props), rendering.bootstrap(props)]).then(() => undefined),
    mount: (props: Props) => {
      const container = props.domElement;
      const serverRendered = container?.dataset.ssr === 'true';
      if (container) delete container.dataset.ssr;
      mounted = serverRendered ? hydrating : rendering;
      return mounted.mount(props);
    },
    unmount: (props: Props) => mounted.unmount(props),
  };
}
