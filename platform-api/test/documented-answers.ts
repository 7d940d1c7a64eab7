import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

/** One answer as the client received it. */
export interface SeenAnswer {
  method: string;
  /** Request path without the query, e.g. `/api/guest/jobs/7`. */
  path: string;
  status: number;
  /** The Content-Type header, if any. */
  contentType: string;
  headers: Record<string, unknown>;
  /** The parsed JSON body, the text of a text body, or undefined without one. */
  body: unknown;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, Json>;
}

const COMPONENT_SCHEMAS = '#/components/schemas/';
const DEFS = 'answers#/$defs/';

/** Component references as references into the one schema that holds every component. */
function intoDefs(schema: unknown): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENT_SCHEMAS}`, `"${DEFS}`));
}

const pathPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Holds answers to an OpenAPI document: the status must be one the operation documents, the body
 * must match that status's schema (JSON) or media type (text), and an answer documented without
 * a body must have none. Answers to paths the document does not describe are not checked.
 */
export class DocumentedAnswers {
  // Records keyed by an enum require their keys without naming them in `properties`.
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<Json, ValidateFunction>();

  constructor(private readonly document: Json) {
    addFormats(this.ajv);
    const components = (document.components ?? {}) as { schemas?: Json };
    this.ajv.addSchema({ $id: 'answers', $defs: intoDefs(components.schemas ?? {}) });
    for (const [template, methods] of Object.entries(document.paths as Record<string, Json>)) {
      for (const [method, operation] of Object.entries(methods as Record<string, Json>))
        this.operations.push({
          method,
          template,
          pattern: pathPattern(template),
          responses: operation.responses as Record<string, Json>,
        });
    }
  }

  /** What is wrong with an answer, or null when it is what the document says. */
  problemWith(answer: SeenAnswer): string | null {
    const operation = this.operations.find(
      (candidate) =>
        candidate.method === answer.method.toLowerCase() && candidate.pattern.test(answer.path),
    );
    if (!operation) return null;
    const where = `${answer.method.toUpperCase()} ${operation.template} ${answer.status}`;
    const documented = operation.responses[String(answer.status)];
    if (!documented) return `${where}: this status is not documented`;
    const response = this.resolve(documented);
    const content = response.content as Record<string, { schema: Json }> | undefined;
    if (!content) {
      return answer.body === undefined || answer.body === ''
        ? null
        : `${where}: documented without a body, answered one`;
    }
    const headers = (response.headers ?? {}) as Record<string, unknown>;
    for (const header of Object.keys(headers))
      if (answer.headers[header.toLowerCase()] === undefined)
        return `${where}: ${header} is missing`;
    const [mediaType, { schema }] = Object.entries(content)[0]!;
    if (!answer.contentType.startsWith(mediaType))
      return `${where}: answered ${answer.contentType || 'no content type'}, documented ${mediaType}`;
    const validate = this.validator(schema);
    if (validate(answer.body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${where}: the body does not match the documented schema (${errors.join('; ')})`;
  }

  private resolve(response: Json): Json {
    const ref = response.$ref;
    if (typeof ref !== 'string') return response;
    const name = ref.replace('#/components/responses/', '');
    return (this.document.components as { responses: Record<string, Json> }).responses[name]!;
  }

  private validator(schema: Json): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(intoDefs(schema));
      this.validators.set(schema, validate);
    }
    return validate;
  }
}
