import http from 'node:http';
import type net from 'node:net';

export type ProxyMode = 'forward' | 'fail' | 'hang';

/**
 * An HTTP proxy in front of a stack process that a test can switch: `forward` passes requests
 * on, `fail` answers 503 with Retry-After as the API does while its database is down, `hang`
 * accepts connections and never answers, as a stopped (SIGSTOP) server does.
 */
export async function startSwitchableProxy(target: string): Promise<{
  url: string;
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}> {
  const upstream = new URL(target);
  let mode: ProxyMode = 'forward';
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    if (mode === 'hang') return;
    if (mode === 'fail') {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      response.end(
        JSON.stringify({ message: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.' }),
      );
      return;
    }
    const forwarded = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      mode = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
