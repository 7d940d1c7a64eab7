import os from 'node:os';
import { loadConfig } from './config/config';
import { createPlatform } from './platform';
import { runUntilSignal } from './process-lifecycle';

/**
 * Worker entry: processes Bull jobs when REDIS_URL is set and runs the schedules (outbox sweep).
 * Without Redis the API runs the jobs it queues in its own process; the worker's sweep re-queues
 * (and then runs) whatever a crashed process left behind.
 */
runUntilSignal('platform-worker', async () => {
  const config = loadConfig(process.env);
  // Below the API (WORKER_NICE): a mail or a kit can wait a moment, a visitor's request cannot.
  // Lowering one's own priority needs no privilege.
  os.setPriority(Math.max(os.getPriority(), config.workerNice));
  const platform = await createPlatform(config, { service: 'platform-worker' });
  const stop = platform.startWorker();
  platform.services.logger.info(
    { queue: config.redisUrl ? 'bull' : 'in-process', nice: os.getPriority() },
    'worker started',
  );
  return async () => {
    stop();
    await platform.close();
  };
});
