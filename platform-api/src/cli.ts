import { ConfigError, loadConfig } from './config/config';
import { countsFrom, runCommand, usage, UsageError } from './cli-commands';
import { createPlatform } from './platform';

/** CLI entry: database and data chores (the host's and the plugins' commands) on the platform the server runs. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  // Plugin command names are known only once the platform is built: an obvious miss stops here.
  if (!name || name.startsWith('-')) {
    console.error(usage());
    return 64;
  }
  countsFrom(args);
  const config = loadConfig(process.env);
  const platform = await createPlatform(config, { service: 'platform-cli' });
  try {
    const result = await runCommand(platform, name, args);
    (result.exitCode === 64 ? console.error : console.info)(result.output);
    return result.exitCode;
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
