import type { Knex } from 'knex';
import type { PluginDefinition, PluginMigration } from '@eventalp/platform-sdk';

interface NamedMigration {
  name: string;
  migration: PluginMigration;
}

/**
 * Feeds every plugin's migrations to Knex in dependency order (plugins are already ordered),
 * named `<pluginId>/<migration>` so the migrations table shows who owns each change.
 */
export class PluginMigrationSource implements Knex.MigrationSource<NamedMigration> {
  constructor(private readonly plugins: readonly PluginDefinition[]) {}

  async getMigrations(): Promise<NamedMigration[]> {
    return this.plugins.flatMap((plugin) =>
      [...(plugin.migrations ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((migration) => ({ name: `${plugin.id}/${migration.name}`, migration })),
    );
  }

  getMigrationName(entry: NamedMigration): string {
    return entry.name;
  }

  async getMigration(entry: NamedMigration): Promise<Knex.Migration> {
    return { up: (knex) => entry.migration.up(knex), down: (knex) => entry.migration.down(knex) };
  }
}
