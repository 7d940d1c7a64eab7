/**
 * What a plugin's typed client needs of an HTTP client of the platform API (the shell kit's
 * `PlatformClient` is one): paths below `/api`, JSON answers. A failed call rejects with an error
 * that carries the answer's `status` and `body`.
 */
export interface ApiTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/** A transport for clients that also replace and delete (the owners' area). */
export interface ApiWriteTransport extends ApiTransport {
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** The parameter names of a route path, e.g. `'id'` of `/guest/jobs/:id`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for a route path's parameters. */
export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/** `apiPath('/guest/jobs/:id', { id: 7 })` is `/guest/jobs/7` (values URL-encoded). */
export function apiPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** Query values; undefined ones are left out. */
export type QueryValues = Record<string, string | number | undefined>;

/** `path` with a query string (`?a=1&b=2`), or `path` alone when nothing is left to send. */
export function withQuery(path: string, query: QueryValues | URLSearchParams): string {
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]): [string, string][] =>
            value === undefined ? [] : [[name, String(value)]],
          ),
        );
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The HTTP status of a failed call (see `ApiTransport`), when the error has one. */
export function failedStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The body of a failed call's answer, when the error has one. */
export function failedBody(error: unknown): unknown {
  return (error as { body?: unknown } | null)?.body;
}
