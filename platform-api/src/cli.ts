import { ConfigError, loadConfig } from './config/config';
import { createPlatform, type Platform } from './platform';

const usage = `Usage: node platform-api/dist/cli.js <command>
  migrate                 run pending migrations of all plugins
  migrate:rollback [--all] revert the last batch (or all) of migrations
  seed [--reference] [--locations N] [--providers N]
                          run all seeds (demo data unless --reference; sizes of the demo catalogue)
  prepare                 migrate, then run seeds that never ran on this database`;

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
    const counts: Record<string, number> = {};
    for (const name of ['locations', 'providers']) {
      const index = args.indexOf(`--${name}`);
      if (index < 0) continue;
      const value = Number(args[index + 1]);
      if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
        throw new Error(`--${name} needs a whole number from 1 to 1000000`);
      counts[name] = value;
    }
    const ran = await platform.seed({ demo: !args.includes('--reference'), counts });
    await platform.drainJobs();
    return `Seeded: ${ran.join(', ')}`;
  },
  async prepare(platform) {
    const migrated = await platform.migrate();
    const seeded = await platform.seed({ demo: true, onlyNew: true });
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
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
