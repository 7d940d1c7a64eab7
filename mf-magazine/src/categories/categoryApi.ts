import { magazineClient } from '@eventalp/plugin-magazine/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

export type { EditorialCategory, EditorialPage } from '@eventalp/plugin-magazine/domain';

export const fetchCategory = (http: PlatformClient, id: number) =>
  magazineClient(http).category(id);

export const fetchEditorialPage = (http: PlatformClient, id: number) =>
  magazineClient(http).page(id);
