import type { ZodType } from 'zod';
import type { AnyRouteDefinition, InputSchema } from '@eventalp/platform-sdk';

interface SchemaDef {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  innerType?: ZodType;
  options?: ZodType[];
  keyType?: ZodType;
  valueType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  left?: ZodType;
  right?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  getter?: () => ZodType;
}

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
const maximumOf = (schema: ZodType) =>
  (schema as { maxLength?: number | null }).maxLength ?? undefined;

/** The route's input schemas (params, query, body), time-dependent ones built for `now`. */
export function inputSchemasOf(route: AnyRouteDefinition, now = new Date()) {
  const built = (schema: InputSchema<unknown> | undefined) =>
    typeof schema === 'function' ? schema(now) : schema;
  return {
    params: built(route.input?.params),
    query: built(route.input?.query),
    body: built(route.input?.body),
  };
}

/**
 * The dotted paths in `schema` where text of any length gets through: strings without a maximum
 * length and `unknown`/`any` values. A pipe is judged by its input side (what it lets in), except
 * after a transform (`z.preprocess`), where its output side does the checking.
 */
export function uncappedTextPaths(schema: ZodType, path = ''): string[] {
  const def = defOf(schema);
  const at = (name: string) => (path ? `${path}.${name}` : name);
  switch (def.type) {
    case 'string':
      return maximumOf(schema) === undefined ? [path || '_'] : [];
    case 'unknown':
    case 'any':
      return [path || '_'];
    case 'object':
      return [
        ...Object.entries(def.shape!).flatMap(([name, field]) =>
          uncappedTextPaths(field, at(name)),
        ),
        ...(def.catchall && defOf(def.catchall).type !== 'never'
          ? uncappedTextPaths(def.catchall, at('*'))
          : []),
      ];
    case 'array':
      return uncappedTextPaths(def.element!, at('0'));
    case 'tuple':
      return [
        ...def.items!.flatMap((item, index) => uncappedTextPaths(item, at(String(index)))),
        ...(def.rest ? uncappedTextPaths(def.rest, at('*')) : []),
      ];
    case 'record':
      return [
        ...uncappedTextPaths(def.keyType!, at('(key)')),
        ...uncappedTextPaths(def.valueType!, at('*')),
      ];
    case 'union':
      return def.options!.flatMap((option) => uncappedTextPaths(option, path));
    case 'intersection':
      return [...uncappedTextPaths(def.left!, path), ...uncappedTextPaths(def.right!, path)];
    case 'pipe':
      return defOf(def.in!).type === 'transform'
        ? uncappedTextPaths(def.out!, path)
        : uncappedTextPaths(def.in!, path);
    case 'lazy':
      return uncappedTextPaths(def.getter!(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return uncappedTextPaths(def.innerType!, path);
    default:
      return [];
  }
}
