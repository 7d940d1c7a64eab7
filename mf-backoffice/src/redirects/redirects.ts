import { siteClient, type BackofficeRedirect } from '@eventalp/plugin-site/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

/** A stored URL redirect (legacy paths of the old site). */
export type Redirect = Pick<BackofficeRedirect, 'id' | 'from' | 'to' | 'status'>;

export async function loadRedirects(http: PlatformClient): Promise<Redirect[]> {
  const { data } = await siteClient(http).storedRedirects();
  return data.map(({ id, from, to, status }) => ({ id, from, to, status }));
}
