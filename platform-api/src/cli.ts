import { ConfigError, loadConfig } from './config/config';
import { createPlatform, type Platform } from './platform';

const usage = `Usage: node platform-api/dist/cli.js <command>
  migrate                 run pending migrations of all plugins
  migrate:rollback [--all] revert the last batch (or all) of migrations
  seed [--reference] [sizes]
                          run all seeds (demo data unless --reference)
  prepare [sizes]         migrate, then run seeds that never ran on this database
  reindex                 rebuild every search index from the database
sizes of the demo catalogue: --locations N (default 4000) --providers N --photos N (per theme)`;

/** A command line that cannot be run; printed without a stack. */
class UsageError extends Error {}

function countsFrom(args: string[]): Record<string, number> {
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

const commands: Record<string, (platform: Platform, args: string[]) => Promise<string>> = {
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

/** CLI entry: database and data chores on the same platform the server runs. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage);
    return 64;
  }
  countsFrom(args);
  const config = loadConfig(process.env);
  const platform = await createPlatform(config, { service: 'platform-cli' });
  try {
    console.info(await command(platform, args));
    return 0;
  } finally {
    await platform.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof ConfigError || error instanceof UsageError;
    console.error(known ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : error instanceof UsageError ? 64 : 1);
  },
);
