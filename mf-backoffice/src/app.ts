// Browser entry exposed as './app': the single-spa lifecycles the shell mounts.
import { createMicroFrontendLifecycles } from '@eventalp/shell-kit';
import { BackofficeRoot } from './BackofficeRoot';

export const { bootstrap, mount, unmount } = createMicroFrontendLifecycles(BackofficeRoot);
