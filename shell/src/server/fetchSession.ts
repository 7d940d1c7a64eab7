import { PLATFORM_PATHS } from '@eventalp/platform-sdk/domain';
import type { Session } from '@eventalp/shell-kit';
import { shellOutages } from './outageLog';

export interface SessionAnswer {
  session: Session;
  /** Set-Cookie headers of the API (e.g. a new `ea_csrf`), to pass on to the browser. */
  setCookies: string[];
}

const ANONYMOUS: Session = { csrfToken: '', user: null };

/**
 * Asks the API who the visitor is (`GET /api/auth/session` with their cookies). When the API
 * does not answer in time the page still renders, for an anonymous visitor.
 */
const SESSION_SUBJECT = 'session lookup';

export async function fetchSession(
  apiUrl: string,
  request: { cookie?: string; forwardedFor: string },
  timeoutMs: number,
): Promise<SessionAnswer> {
  try {
    const response = await fetch(`${apiUrl}/api${PLATFORM_PATHS.session}`, {
      headers: {
        Accept: 'application/json',
        ...(request.cookie ? { Cookie: request.cookie } : {}),
        'X-Forwarded-For': request.forwardedFor,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const session = (await response.json()) as Session;
    shellOutages.succeeded(SESSION_SUBJECT);
    return { session, setCookies: response.headers.getSetCookie() };
  } catch (error) {
    shellOutages.failed(SESSION_SUBJECT, `${String(error)}; rendering for anonymous visitors`);
    return { session: ANONYMOUS, setCookies: [] };
  }
}
