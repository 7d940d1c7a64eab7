import type { PlatformClient } from '@eventalp/shell-kit';

/** A stored URL redirect (legacy paths of the old site). */
export interface Redirect {
  id: number;
  from: string;
  to: string;
  status: number;
}

export async function loadRedirects(http: PlatformClient): Promise<Redirect[]> {
  const { data } = await http.get<{ data: Redirect[] }>('/backoffice/redirects');
  return data.map(({ id, from, to, status }) => ({ id, from, to, status }));
}
