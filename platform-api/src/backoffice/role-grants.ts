import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  isBackofficePermission,
  type PluginMigration,
  type PluginSeed,
  type RoleGrants,
} from '@eventalp/platform-sdk';

/** Which role holds which back-office permission: data, edited by an admin in the back office. */
export const ROLE_GRANTS_TABLE = 'platform_role_permissions';

/** How long a process trusts the grants it read (another process may have changed them). */
export const GRANTS_TTL_MS = 5000;

export const roleGrantsMigration: PluginMigration = {
  name: '20261127000100_role_permissions',
  async up(knex) {
    await knex.schema.createTable(ROLE_GRANTS_TABLE, (table) => {
      table.increments('id');
      table.string('role', 50).notNullable();
      table.string('permission', 100).notNullable();
      table.integer('created_by');
      table.integer('updated_by');
      table.timestamps(true, true);
      table.unique(['role', 'permission']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable(ROLE_GRANTS_TABLE);
  },
};

/**
 * The roles holding each permission, as the route pipeline reads them (`grants`, one map kept
 * current in place): for a back-office permission `admin` always, the other roles as the table
 * says; for any other permission the roles its plugin declares (`grantedToRoles`). Read from the
 * table at most every `GRANTS_TTL_MS` and at once after a change in this process.
 */
export class RoleGrantsStore {
  readonly grants = new Map<string, readonly string[]>();
  private declared: ReadonlyMap<string, readonly string[]> = new Map();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The plugins' declared permissions and their default roles (`grantedToRoles`). */
  declare(permissions: ReadonlyMap<string, readonly string[]>): void {
    this.declared = permissions;
    this.apply([]);
  }

  /** Every declared back-office permission, by name. */
  backofficePermissions(): string[] {
    return [...this.declared.keys()].filter(isBackofficePermission).sort();
  }

  /** The grants the plugins declare, as rows of the table (admin left out: it holds them all). */
  defaults(): { role: string; permission: string }[] {
    return this.backofficePermissions().flatMap((permission) =>
      (this.declared.get(permission) ?? [])
        .filter((role) => role !== 'admin')
        .map((role) => ({ role, permission })),
    );
  }

  /** Reads the table again when the last read is older than the TTL (one read at a time). */
  async fresh(): Promise<RoleGrants> {
    if (this.clock() - this.readAt < GRANTS_TTL_MS) return this.grants;
    this.reading ??= this.read().finally(() => (this.reading = null));
    await this.reading;
    return this.grants;
  }

  /** The next check reads the table (after a change of grants). */
  invalidate(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  private async read(): Promise<void> {
    try {
      this.apply(await this.db(ROLE_GRANTS_TABLE).select('role', 'permission'));
      this.readAt = this.clock();
    } catch {
      // Database unreachable (or not migrated yet): keep the last grants; the route's own
      // queries report an outage.
    }
  }

  private apply(rows: readonly { role: string; permission: string }[]): void {
    this.grants.clear();
    for (const [permission, roles] of this.declared)
      this.grants.set(permission, isBackofficePermission(permission) ? ['admin'] : roles);
    for (const { role, permission } of rows) {
      const held = this.grants.get(permission);
      if (held && isBackofficePermission(permission) && !held.includes(role))
        this.grants.set(permission, [...held, role]);
    }
  }
}

/**
 * Writes the declared default grants that are missing. Its name carries a hash of the defaults,
 * so start-up runs it again only when a plugin declares new ones; grants an admin removed stay
 * removed until then.
 */
export function defaultGrantsSeed(store: RoleGrantsStore, db: Knex): PluginSeed {
  const defaults = store.defaults();
  const hash = crypto.createHash('sha256').update(JSON.stringify(defaults)).digest('hex');
  return {
    name: `role-grants-${hash.slice(0, 12)}`,
    async run() {
      if (defaults.length > 0)
        await db(ROLE_GRANTS_TABLE).insert(defaults).onConflict(['role', 'permission']).ignore();
    },
  };
}
