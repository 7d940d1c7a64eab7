import { resourcePath } from '@eventalp/platform-sdk/domain';

/** The list parameters of the platform's resource routes: page, size, sort, search and filters. */
export function listQuery(params: {
  pagination?: { page: number; perPage: number } | false;
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('per_page', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc');
  }
  for (const [name, value] of Object.entries(params.filter ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  return query;
}

/** The browser URL of a resource's CSV export with the list's filters and sort. */
export function exportUrl(
  resource: string,
  params: { sort?: { field: string; order: string }; filter?: Record<string, unknown> },
): string {
  return `/api${resourcePath(resource, 'export')}?${listQuery(params)}`;
}
