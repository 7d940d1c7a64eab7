import { lazyPage } from '@eventalp/shell-kit';

/**
 * /backoffice/*: the whole back office is one page of this front end; react-admin, Material UI
 * and the screens are a chunk of their own, loaded when it opens (the shell guards the path:
 * back-office roles only).
 */
export const backofficePage = lazyPage({
  id: 'backoffice',
  path: /^\/backoffice(\/.*)?$/,
  module: () => import('./backofficeModule').then((module) => module.backofficeModule),
});
