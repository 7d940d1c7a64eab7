import { loadConfig } from './config/config';
import { createApp } from './http/create-app';
import { createPlatform } from './platform';
import { runUntilSignal } from './process-lifecycle';

/** HTTP entry: the platform API on API_HOST:API_PORT. */
runUntilSignal('platform-api', async () => {
  const config = loadConfig(process.env);
  const platform = await createPlatform(config, { service: 'platform-api' });
  const server = createApp(platform).listen(config.api.port, config.api.host);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  platform.services.logger.info({ port: config.api.port }, 'platform API listening');
  const warming = Date.now();
  platform.warmSearch().then(
    () => platform.services.logger.info({ ms: Date.now() - warming }, 'search indexes ready'),
    (error: unknown) => platform.services.logger.warn({ err: error }, 'search warm-up failed'),
  );
  return async () => {
    // New connections are refused at once; idle keep-alive ones (the shell's proxy) are closed,
    // busy ones finish their request, and whatever is still open after 10 s is cut.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(cut);
    await platform.close();
  };
});
