/** The base of the back-office resource routes below `/api`: `/backoffice/<resource>`. */
export const BACKOFFICE_PATH = '/backoffice';

/** A page of a back-office list as every resource answers it. */
export interface ResourceList<Row> {
  data: Row[];
  total: number;
  page: number;
  per_page: number;
  page_count: number;
}

/** The path of a back-office resource (below `/api`), or of one of its records. */
export function resourcePath(resource: string, id?: number | string, action?: string): string {
  const base = `${BACKOFFICE_PATH}/${resource}`;
  const record = id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
  return action ? `${record}/${action}` : record;
}

/**
 * The back office's roles: `admin` holds every back-office permission (`backoffice.*`) by
 * definition; what the others hold is data (granted per permission, editable by an admin).
 */
export const BACKOFFICE_ROLES = ['admin', 'editor', 'sales', 'award'] as const;
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

/** Permissions of the back office are named `backoffice.<area>`. */
export const isBackofficePermission = (permission: string) => permission.startsWith('backoffice.');

/** `GET /api/backoffice/access`: what the caller may do in the back office, per resource. */
export const BACKOFFICE_ACCESS_PATH = `${BACKOFFICE_PATH}/access`;

/** `GET /api/backoffice/dashboard`: the dashboard figures the caller may see. */
export const BACKOFFICE_DASHBOARD_PATH = `${BACKOFFICE_PATH}/dashboard`;
