import type { Knex } from 'knex';
import { z, type ZodObject, type ZodType } from 'zod';
import type { AuthUser } from '../auth';
import { BACKOFFICE_PATH } from '../domain/backoffice-paths';
import type { HttpMethod, InputSchema } from '../plugin';
import type { PlatformServices } from '../services';
import { MAX_ROW_ID, wholeNumber } from '../validation';
import type { ResourceFilter } from './resource-filters';
import { LIST_PARAMETERS, listQuerySchema, type ListQuery } from './resource-query';

/** Everything a back-office resource may offer; each generated route is one of these. */
export const RESOURCE_ACTIONS = [
  'list',
  'export',
  'show',
  'history',
  'create',
  'update',
  'delete',
  'archive',
  'restore',
  'bulk',
] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** Actions that only read; the others need the resource's `write` permission unless named. */
const READ_ACTIONS: ReadonlySet<ResourceAction> = new Set(['list', 'export', 'show', 'history']);

/**
 * The routes of a resource's media collections (`/:id/media/:collection`): list, upload one file,
 * put the files in an order, delete one. Listing needs the `read` permission, the rest `update`'s.
 */
export const MEDIA_ACTIONS = ['media', 'media-upload', 'media-order', 'media-delete'] as const;
export type MediaAction = (typeof MEDIA_ACTIONS)[number];

/** The kinds of file a media collection may take (the media library's upload kinds, spec section 5). */
export type MediaKind = 'image' | 'ground_plan' | 'document' | 'user_file';

/** One media collection of a resource's rows (an article's photos). */
export interface ResourceMediaCollection {
  /** What a file must be, checked by its content, with the kind's size limit. */
  kind: MediaKind;
  /**
   * How many files it holds at most: with 1 a new upload replaces the file there; above 1 an
   * upload beyond the maximum is a 422. Absent: any number.
   */
  max?: number;
}

/**
 * Media of a resource's rows, kept by the media library under `owner` (its owner type) and the
 * row's id; the host makes the routes of every collection once.
 */
export interface ResourceMedia {
  /** The media library's owner type, e.g. `magazine_article`. */
  owner: string;
  /** Collections by name (lower case, digits, `_`), e.g. `{ photos: { kind: 'image' } }`. */
  collections: Readonly<Record<string, ResourceMediaCollection>>;
}

/** Actions a bulk request may apply to many rows at once. */
export type BulkAction = 'delete' | 'archive' | 'restore';

/** A write the host made, handed to `onChange` inside its transaction (e.g. to publish an event). */
export interface ResourceChange {
  /** `create`, `update`, `delete`, `archive`, `restore`, or the name of a row action. */
  action: string;
  ids: number[];
  trx: Knex.Transaction;
  user: AuthUser;
  /** The rows as they were before a create, update or delete (a deleted row's entry, say). */
  before?: Record<string, unknown>[];
}

/**
 * A many-to-many link of a resource's rows (an article's tags): the input and the show answer
 * carry it as a list of the linked rows' ids, the host keeps the join table in step inside the
 * write's transaction and records the ids in the audit entry.
 */
export interface ResourceLink {
  /** The join table, e.g. `magazine_article_tags`. */
  table: string;
  /** Its column holding this resource's row id. */
  from: string;
  /** Its column holding the linked row's id. */
  to: string;
  /** The linked rows' table: an id not in it is a 422 on the link's field. */
  target: string;
}

/** Who created and last changed a row, and when: part of every writable resource's row. */
export const authorFields = {
  created_by: z.number().int().nullable(),
  updated_by: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};

/**
 * An action on one row beyond the generic writes (unsubscribe an address, sign an account out
 * everywhere): `POST /api/backoffice/<name>/:id/<action>`, audited like every write.
 */
export interface RowAction {
  /** What the OpenAPI summary says after "Back office: ". */
  summary: string;
  /** Its permission; the resource's `write` permission (else `read`) when absent. */
  permission?: string;
  /**
   * Runs inside the transaction on the row, locked (a 404 before it for an unknown id). Returns
   * the row after it: the host writes the audit entry (before, after), runs `onChange` and answers
   * the row. Returns null when there was nothing to do (no audit entry; the row is answered as it
   * is). Throws an `HttpError` (409) when the row's state does not allow the action.
   */
  run(
    services: PlatformServices,
    trx: Knex.Transaction,
    row: Record<string, unknown>,
    context: { now: Date; user: AuthUser },
  ): Promise<Record<string, unknown> | null>;
}

/**
 * A back-office resource as a plugin declares it: one table, its row answer and inputs, how its
 * list is filtered, sorted, searched and paged, what may be changed and who may do each. The host
 * makes the routes (`/api/backoffice/<name>`), permission checks, OpenAPI entries and audit log
 * entries from it.
 */
export interface ResourceDeclaration {
  /** The URL segment, plural kebab-case: `/api/backoffice/<name>`. */
  name: string;
  /** The row answer's OpenAPI name, e.g. `BackofficeRedirect` (the list adds `List`). */
  answerName: string;
  /** What the OpenAPI summaries call one row, e.g. `redirect`. */
  noun: string;
  table: string;
  /** One row as answered; its keys are the table's columns (dates become ISO strings). */
  row: ZodObject;
  /** A table row in the row answer's shape when its columns need more than dates as ISO strings. */
  toRow?(record: Record<string, unknown>): Record<string, unknown>;
  /** Input of a new row (keys are columns); absent: no create route. */
  create?: InputSchema<Record<string, unknown>>;
  /**
   * Input of a change (keys are columns); defaults to `create`; absent with it, or `false`: no
   * update route (rows written once, such as a results run's).
   */
  update?: InputSchema<Record<string, unknown>> | false;
  /** Query filters by parameter name. */
  filters?: Readonly<Record<string, ResourceFilter>>;
  /** Columns a list may be sorted by; the first is the default unless `defaultSort` says. */
  sortable: readonly [string, ...string[]];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Text columns searched by `q` (case-insensitive, contains). */
  search?: readonly string[];
  /** Rows per page: default 25, at most 100. */
  perPage?: { default: number; max: number };
  /** Rows may be deleted for good. */
  delete?: boolean;
  /** Rows are archived (`archived_at`) and restored instead of deleted. */
  archive?: boolean;
  /** Actions a bulk request may apply (each must be offered on its own too). */
  bulk?: readonly BulkAction[];
  /**
   * Columns (or groups of columns) whose values must be unique: a duplicate is a 422 with
   * `uniqueMessage` on the column (the group's last).
   */
  unique?: readonly (string | readonly string[])[];
  uniqueMessage?: string;
  /**
   * Checks of a create or update that only the database can make (e.g. a taxonomy id of the right
   * type), inside the write's transaction before it; throws a `ValidationError` with the fields'
   * messages. `before` is the locked row of an update, null for a create.
   */
  check?(
    services: PlatformServices,
    trx: Knex.Transaction,
    values: Record<string, unknown>,
    before: Record<string, unknown> | null,
  ): Promise<void>;
  /**
   * What the show answer holds beyond the row, read from other tables (a location's contract,
   * notes, prices): its answer (named `<answerName>Detail` with the row) and how it is loaded.
   */
  details?: {
    answer: ZodObject;
    load(
      services: PlatformServices,
      record: Record<string, unknown>,
    ): Promise<Record<string, unknown>>;
  };
  /**
   * Many-to-many links by input field (not columns of `table`): a create or update with the field
   * replaces the row's links, one without it keeps them; the show answer lists the linked ids.
   */
  links?: Readonly<Record<string, ResourceLink>>;
  /**
   * Media collections of each row (files kept by the media library): the host makes their routes,
   * audits each upload, order and deletion on the row and runs `onChange` with the media action.
   */
  media?: ResourceMedia;
  /** Actions on one row by their kebab-case name, e.g. `{ unsubscribe: {...} }` (see `RowAction`). */
  actions?: Readonly<Record<string, RowAction>>;
  /**
   * Columns of personal data the audit log never keeps (left out of its before and after): an
   * address an admin deleted on request is then gone from the log too (GDPR erasure).
   */
  personalData?: readonly string[];
  /** Permission per action: `read` for reading, `write` for the rest, or one per action. */
  permissions: { read: string; write?: string } & Partial<Record<ResourceAction, string>>;
  /** Runs inside the write's transaction, after it and its audit entry. */
  onChange?(services: PlatformServices, change: ResourceChange): Promise<void>;
}

/** One generated route of a resource, as the host mounts it and the access matrix walks it. */
export interface ResourceEndpoint {
  /** A generic action, a media action, or the name of one of the resource's row actions. */
  action: ResourceAction | MediaAction | (string & {});
  method: HttpMethod;
  /** Below `/api`, in @koa/router syntax. */
  path: string;
  permission: string;
}

/** A declared resource with what the host builds from it (answers, query schemas, endpoints). */
export interface BackofficeResource extends ResourceDeclaration {
  defaultSort: { field: string; order: 'asc' | 'desc' };
  perPage: { default: number; max: number };
  search: readonly string[];
  filters: Readonly<Record<string, ResourceFilter>>;
  bulk: readonly BulkAction[];
  unique: readonly (readonly string[])[];
  links: Readonly<Record<string, ResourceLink>>;
  actions: Readonly<Record<string, RowAction>>;
  personalData: readonly string[];
  listQuery: ZodType<ListQuery>;
  exportQuery: ZodType<ListQuery>;
  /**
   * The row, its list page, the show answer (the row with its links and details, if any) and the
   * answer of a create or update (the row with its links).
   */
  answers: { row: ZodObject; list: ZodType; show: ZodObject; saved: ZodObject };
  endpoints: readonly ResourceEndpoint[];
}

/** The id in a resource route's path. */
export const resourceIdParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });

/** The permission `action` requires: its own, else `read` or `write` by its kind. */
export function permissionFor(
  permissions: ResourceDeclaration['permissions'],
  action: ResourceAction,
): string {
  return (
    permissions[action] ??
    (READ_ACTIONS.has(action) ? permissions.read : (permissions.write ?? permissions.read))
  );
}

/** The routes a declaration offers, in mounting order (fixed paths before `/:id`). */
export function resourceEndpoints(declaration: ResourceDeclaration): ResourceEndpoint[] {
  const base = `${BACKOFFICE_PATH}/${declaration.name}`;
  const update =
    declaration.update === false ? undefined : (declaration.update ?? declaration.create);
  const offered: [ResourceAction, HttpMethod, string, boolean][] = [
    ['list', 'get', base, true],
    ['export', 'get', `${base}/export`, true],
    ['bulk', 'post', `${base}/bulk`, (declaration.bulk ?? []).length > 0],
    ['create', 'post', base, Boolean(declaration.create)],
    ['show', 'get', `${base}/:id`, true],
    ['history', 'get', `${base}/:id/history`, true],
    ['update', 'put', `${base}/:id`, Boolean(update)],
    ['delete', 'delete', `${base}/:id`, Boolean(declaration.delete)],
    ['archive', 'post', `${base}/:id/archive`, Boolean(declaration.archive)],
    ['restore', 'post', `${base}/:id/restore`, Boolean(declaration.archive)],
  ];
  const generic = offered
    .filter(([, , , on]) => on)
    .map(([action, method, path]) => ({
      action,
      method,
      path,
      permission: permissionFor(declaration.permissions, action),
    }));
  const write = permissionFor(declaration.permissions, 'update');
  const media = `${base}/:id/media/:collection`;
  const mediaRoutes: ResourceEndpoint[] = declaration.media
    ? [
        { action: 'media', method: 'get', path: media, permission: declaration.permissions.read },
        { action: 'media-upload', method: 'post', path: media, permission: write },
        { action: 'media-order', method: 'put', path: media, permission: write },
        { action: 'media-delete', method: 'delete', path: `${media}/:item`, permission: write },
      ]
    : [];
  const rowActions = Object.entries(declaration.actions ?? {}).map(([name, action]) => ({
    action: name,
    method: 'post' as const,
    path: `${base}/:id/${name}`,
    permission: action.permission ?? write,
  }));
  return [...generic, ...mediaRoutes, ...rowActions];
}

/**
 * Declares a back-office resource once; the host generates its routes from it. Call it at module
 * level (its answers are named in the OpenAPI registry once). Throws on a declaration that cannot
 * work: a sort, search or unique field that is not a row field, a writable resource without
 * creator and changer fields, a bulk action the resource does not offer.
 */
export function defineResource(declaration: ResourceDeclaration): BackofficeResource {
  const fields = Object.keys(declaration.row.shape);
  const problem = declarationProblem(declaration, fields);
  if (problem) throw new Error(`Back-office resource ${declaration.name}: ${problem}`);
  const shape = {
    sortable: declaration.sortable,
    defaultSort: declaration.defaultSort ?? { field: declaration.sortable[0], order: 'asc' },
    perPage: declaration.perPage ?? { default: 25, max: 100 },
    search: declaration.search ?? [],
    archive: Boolean(declaration.archive),
    filters: declaration.filters ?? {},
  } as const;
  const answers = namedAnswers.get(declaration.answerName) ?? answersOf(declaration);
  namedAnswers.set(declaration.answerName, answers);
  return {
    ...declaration,
    ...shape,
    bulk: declaration.bulk ?? [],
    links: declaration.links ?? {},
    actions: declaration.actions ?? {},
    personalData: declaration.personalData ?? [],
    unique: (declaration.unique ?? []).map((group) =>
      typeof group === 'string' ? [group] : group,
    ),
    listQuery: listQuerySchema(shape),
    exportQuery: listQuerySchema(shape, { paging: false }),
    answers,
    endpoints: resourceEndpoints(declaration),
  };
}

/**
 * Answers by name: a resource declared again (the host's own resources are made per platform)
 * reuses its named answers, so the OpenAPI registry holds each name once.
 */
const namedAnswers = new Map<string, BackofficeResource['answers']>();

function answersOf(declaration: ResourceDeclaration): BackofficeResource['answers'] {
  const row = declaration.row.meta({ id: declaration.answerName });
  const list = z
    .object({
      data: z.array(row),
      total: z.number().int(),
      page: z.number().int(),
      per_page: z.number().int(),
      page_count: z.number().int(),
    })
    .meta({ id: `${declaration.answerName}List` });
  const linkIds = Object.fromEntries(
    Object.keys(declaration.links ?? {}).map((name) => [name, z.array(z.number().int())]),
  );
  const linked = Object.keys(linkIds).length > 0;
  const saved = linked
    ? declaration.row.extend(linkIds).meta({ id: `${declaration.answerName}Saved` })
    : row;
  const show =
    declaration.details || linked
      ? declaration.row
          .extend(linkIds)
          .extend(declaration.details?.answer.shape ?? {})
          .meta({ id: `${declaration.answerName}Detail` })
      : row;
  return { row, list, show, saved };
}

function declarationProblem(declaration: ResourceDeclaration, fields: string[]): string | null {
  const known = new Set(fields);
  if (!/^[a-z][a-z0-9-]*$/.test(declaration.name)) return 'name must be kebab-case';
  if (!known.has('id')) return 'the row needs an id';
  const unknown = [
    ...declaration.sortable,
    ...(declaration.search ?? []),
    ...(declaration.unique ?? []).flat(),
    ...(declaration.personalData ?? []),
  ].filter((field) => !known.has(field));
  if (unknown.length > 0) return `not row fields: ${unknown.join(', ')}`;
  if (declaration.defaultSort && !declaration.sortable.includes(declaration.defaultSort.field))
    return 'the default sort field is not sortable';
  const writable = Boolean(declaration.create ?? declaration.update);
  if (writable && !['created_by', 'updated_by'].every((field) => known.has(field)))
    return 'a writable resource tracks created_by and updated_by (authorFields)';
  if (declaration.archive && !known.has('archived_at')) return 'archiving needs archived_at';
  for (const action of declaration.bulk ?? []) {
    const offered = action === 'delete' ? declaration.delete : declaration.archive;
    if (!offered) return `bulk ${action} is not offered on its own`;
  }
  const links = Object.keys(declaration.links ?? {});
  const linkClash = links.find((name) => known.has(name));
  if (linkClash) return `link ${linkClash} is a row field`;
  const taken = Object.keys(declaration.actions ?? {}).find(
    (name) =>
      !/^[a-z][a-z0-9-]*$/.test(name) ||
      (RESOURCE_ACTIONS as readonly string[]).includes(name) ||
      name === 'media',
  );
  if (taken !== undefined) return `row action ${taken} must be kebab-case and no generic action`;
  const mediaProblem = declaration.media && mediaDeclarationProblem(declaration.media);
  if (mediaProblem) return mediaProblem;
  const filterNames = Object.keys(declaration.filters ?? {});
  const clash = filterNames.find((name) => (LIST_PARAMETERS as readonly string[]).includes(name));
  return clash ? `filter ${clash} clashes with a list parameter` : null;
}

function mediaDeclarationProblem(media: ResourceMedia): string | null {
  if (!/^[a-z][a-z0-9_]{0,49}$/.test(media.owner)) return 'the media owner must be snake_case';
  const collections = Object.entries(media.collections);
  if (collections.length === 0) return 'media needs at least one collection';
  for (const [name, collection] of collections) {
    if (!/^[a-z][a-z0-9_]{0,49}$/.test(name)) return `media collection ${name} must be snake_case`;
    if (collection.max !== undefined && !(Number.isInteger(collection.max) && collection.max >= 1))
      return `media collection ${name} needs a whole maximum of at least 1`;
  }
  return null;
}
