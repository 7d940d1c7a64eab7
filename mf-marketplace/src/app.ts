// Browser entry exposed as './app': the single-spa lifecycles the shell mounts.
import { createMicroFrontendLifecycles } from '@eventalp/shell-kit';
import { MarketplaceRoot } from './MarketplaceRoot';

export const { bootstrap, mount, unmount } = createMicroFrontendLifecycles(MarketplaceRoot);
