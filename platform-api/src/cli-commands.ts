import type { CommandDefinition, CommandResult } from '@eventalp/platform-sdk';
import type { Platform } from './platform';

const hostUsage = `Usage: node platform-api/dist/cli.js <command>
  migrate                 run pending migrations of all plugins
  migrate:rollback [--all] revert the last batch (or all) of migrations
  seed [--reference] [sizes]
                          run all seeds (demo data unless --reference)
  prepare [sizes]         migrate, then run seeds that never ran on this database
  reindex                 rebuild every search index from the database`;
const sizesUsage = `sizes of the demo catalogue: --locations N (default 4000) --providers N --photos N (per theme)`;

/** The usage text, with the plugins' commands when they are known. */
export function usage(pluginCommands: readonly CommandDefinition[] = []): string {
  return [hostUsage, ...pluginCommands.map((command) => `  ${command.usage}`), sizesUsage].join(
    '\n',
  );
}

/** A command line that cannot be run; printed without a stack. */
export class UsageError extends Error {}

/** Demo catalogue sizes from `--locations N` etc.; throws UsageError for a bad number. */
export function countsFrom(args: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of ['locations', 'providers', 'photos']) {
    const index = args.indexOf(`--${name}`);
    if (index < 0) continue;
    const value = Number(args[index + 1]);
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
      throw new UsageError(`--${name} needs a whole number from 1 to 1000000`);
    }
    counts[name] = value;
  }
  return counts;
}

const hostCommands: Record<string, (platform: Platform, args: string[]) => Promise<string>> = {
  async migrate(platform) {
    const names = await platform.migrate();
    return names.length ? `Migrated:\n  ${names.join('\n  ')}` : 'Already up to date.';
  },
  async 'migrate:rollback'(platform, args) {
    const names = await platform.rollback(args.includes('--all'));
    return names.length ? `Rolled back:\n  ${names.join('\n  ')}` : 'Nothing to roll back.';
  },
  async seed(platform, args) {
    const ran = await platform.seed({
      demo: !args.includes('--reference'),
      counts: countsFrom(args),
    });
    await platform.drainJobs();
    return `Seeded: ${ran.join(', ')}`;
  },
  async reindex(platform) {
    const written = await platform.reindex();
    return (
      Object.entries(written)
        .map(([index, count]) => `${index}: ${count} documents`)
        .join('\n') || 'No search indexes.'
    );
  },
  async prepare(platform, args) {
    const migrated = await platform.migrate();
    const seeded = await platform.seed({ demo: true, onlyNew: true, counts: countsFrom(args) });
    await platform.drainJobs();
    return `Migrations run: ${migrated.length}; seeds run: ${seeded.length ? seeded.join(', ') : 'none'}`;
  },
};

/** Runs a host or plugin command on `platform`; an unknown name answers the usage with exit code 64. */
export async function runCommand(
  platform: Platform,
  name: string,
  args: string[],
): Promise<CommandResult> {
  const host = hostCommands[name];
  if (host) return { output: await host(platform, args), exitCode: 0 };
  const command = platform.commands.find((candidate) => candidate.name === name);
  if (!command) return { output: usage(platform.commands), exitCode: 64 };
  const result = await command.run(args);
  await platform.drainJobs();
  return result;
}
