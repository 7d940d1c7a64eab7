/** Field errors in the API's 422 shape: field name to its messages. */
export type FieldErrors = Record<string, string[]>;

/** An error that maps to an HTTP answer. Thrown anywhere, mapped once by the host's error mapper. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Nicht gefunden.') {
    super(404, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Nicht autorisiert.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Nicht autorisiert.') {
    super(403, message);
  }
}

/** 422 with per-field messages; `message` is the first field message, as clients show it. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, firstMessage(errors), { errors });
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** 429; `retryAfterSeconds` also goes out as the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { retryAfter: retryAfterSeconds });
  }
}

function firstMessage(errors: FieldErrors): string {
  for (const messages of Object.values(errors)) {
    if (messages[0]) return messages[0];
  }
  return 'Die eingegebenen Daten sind ungültig.';
}
