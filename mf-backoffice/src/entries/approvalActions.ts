import { resourcePath } from '@eventalp/platform-sdk/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

type Answer = { message: string };

/** The approval queue's decisions over the platform client (session cookie and CSRF token). */
export function approvalActions(http: PlatformClient) {
  return {
    approve: (id: number) => http.post<Answer>(resourcePath('approvals', id, 'approve')),
    reject: (id: number, message: string) =>
      http.post<Answer>(resourcePath('approvals', id, 'reject'), { message }),
    approveMany: (ids: number[]) =>
      http.post<Answer>(resourcePath('approvals', 'bulk'), { action: 'approve', ids }),
  };
}
