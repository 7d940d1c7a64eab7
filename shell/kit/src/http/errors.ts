import type { RateLimitBody, ValidationErrorBody } from '@eventalp/platform-sdk';

/** Body of every error answer of the platform API (`message`; 422 and 429 tell more). */
export type ApiErrorBody = Partial<ValidationErrorBody & RateLimitBody>;

/** Any non-2xx answer of the platform API. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly url: string,
  ) {
    super(body.message || `HTTP ${status} for ${url}`);
    this.name = 'HttpError';
  }
}

/** 422: the input was rejected; `errors` maps field names to the spec's German messages. */
export class ValidationError extends HttpError {
  readonly errors: Record<string, string[]>;
  constructor(body: ApiErrorBody, url: string) {
    super(422, body, url);
    this.name = 'ValidationError';
    this.errors = body.errors ?? {};
  }
}

/** 429: too many submissions; `retryAfter` is in seconds when the API says so. */
export class RateLimitError extends HttpError {
  readonly retryAfter: number | undefined;
  constructor(body: ApiErrorBody, url: string) {
    super(429, body, url);
    this.name = 'RateLimitError';
    this.retryAfter = body.retryAfter;
  }
}
