import { MAIN_ID, containerIdOf } from '../PageConfig';
import type { AppName } from '../routing/microFrontends';

/**
 * The element a micro-frontend renders into. The server usually created it; after a client-side
 * navigation it is created here, replacing whatever the previous page left in <main>.
 */
export function containerFor(app: AppName): HTMLElement {
  const existing = document.getElementById(containerIdOf(app));
  if (existing) return existing;
  const main = document.getElementById(MAIN_ID) ?? document.body;
  const container = document.createElement('div');
  container.id = containerIdOf(app);
  main.replaceChildren(container);
  return container;
}
