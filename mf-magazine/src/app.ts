// Browser entry exposed as './app': the single-spa lifecycles the shell mounts.
import { createMicroFrontendLifecycles } from '@eventalp/shell-kit';
import { MagazineRoot } from './MagazineRoot';

export const { bootstrap, mount, unmount } = createMicroFrontendLifecycles(MagazineRoot);
