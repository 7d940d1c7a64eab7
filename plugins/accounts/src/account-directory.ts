import { createServiceRef, type PlatformServices } from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';

/** Who accounts are, for plugins that show or link users without owning them. */
export interface AccountDirectory {
  /** Display names (`username`) of the given account ids; unknown ids are left out. */
  namesOf(ids: readonly number[]): Promise<Map<number, string>>;
  /** The id of the account with this login name (case-insensitive), or null. */
  idOfLogin(loginName: string): Promise<number | null>;
  /** Where to write to an account (e-mail and first name), or null when it is gone. */
  contactOf(id: number): Promise<{ email: string; first_name: string } | null>;
  /**
   * Which of an e-mail address and a login name an account holds already (case-insensitive), for
   * plugins that register people who will sign in later: 'email' first, then 'login_name', else null.
   */
  takenBy(email: string, loginName: string): Promise<'email' | 'login_name' | null>;
}

export const ACCOUNT_DIRECTORY = createServiceRef<AccountDirectory>('accounts.directory');

export function accountDirectory(services: PlatformServices): AccountDirectory {
  return {
    async namesOf(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await services.db(USERS).whereIn('id', unique).select('id', 'username');
      return new Map(rows.map((row) => [Number(row.id), String(row.username)]));
    },
    async idOfLogin(loginName) {
      const row = await services
        .db(USERS)
        .whereRaw('lower(login_name) = lower(?)', [loginName])
        .first('id');
      return row ? Number(row.id) : null;
    },
    async contactOf(id) {
      const row = await services.db(USERS).where({ id }).first('email', 'first_name');
      return row ? { email: String(row.email), first_name: String(row.first_name) } : null;
    },
    async takenBy(email, loginName) {
      const rows: { email: string }[] = await services
        .db(USERS)
        .whereRaw('lower(email) = lower(?)', [email])
        .orWhereRaw('lower(login_name) = lower(?)', [loginName])
        .select('email');
      if (rows.some((row) => row.email.toLowerCase() === email.toLowerCase())) return 'email';
      return rows.length > 0 ? 'login_name' : null;
    },
  };
}
