import net from 'node:net';

/**
 * A TCP relay between a test platform and its Postgres that a test can cut, as a database
 * outage looks to the API: `stop()` closes every open connection mid-stream and refuses new
 * ones (ECONNREFUSED, the port is closed); `start()` listens again on the same port.
 */
export interface InterruptibleDatabase {
  /** The database URL with the relay's port in place of the server's. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function interruptibleDatabase(databaseUrl: string): Promise<InterruptibleDatabase> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = async () => {
    const relay = net.createServer((client) => {
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => resolve());
    });
    port = (relay.address() as net.AddressInfo).port;
    server = relay;
  };
  const stop = async () => {
    const relay = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (relay) await new Promise<void>((resolve) => relay.close(() => resolve()));
  };

  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stop,
    start: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}
