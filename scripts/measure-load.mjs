// One load loop for every benchmark: `concurrency` clients send `requests` requests in all and
// the figures are printed (throughput, p50/p95/p99). Never fails on speed; a wrong answer throws.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * A compressed GET the way a browser sends it (`Accept-Encoding: gzip`, kept-alive
 * connections), answered like `fetch`: `{ status, headers.get(name) }` and the raw body.
 */
function createCompressedClient(concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return (target) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        target,
        { agent, headers: { 'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip' } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              response: {
                status: res.statusCode,
                headers: { get: (name) => res.headers[name] ?? null },
              },
              raw: Buffer.concat(chunks),
              gzip: res.headers['content-encoding'] === 'gzip',
            }),
          );
          res.on('error', reject);
        },
      );
      request.on('error', reject);
    });
}

/**
 * `url` is a string or a function of the request number (to spread requests over many entries);
 * `accept(response, body)` says whether an answer counts (default: status 200); `headers` go with
 * every request (e.g. a session cookie).
 * `compressed`: the answers come gzipped as to a browser and the client does not unpack every
 * one (on two cores a client that unpacks every page measures itself more than the server):
 * every `verifyEvery`-th body (default 20, and the first) is unpacked and handed to `accept`,
 * the others are handed over as `null`.
 */
export async function measureLoad({
  label,
  url,
  requests,
  concurrency,
  accept = (response) => response.status === 200,
  compressed = false,
  verifyEvery = 20,
  headers = {},
}) {
  const latencies = [];
  const get = compressed ? createCompressedClient(concurrency) : null;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const n = next;
        const target = typeof url === 'function' ? url(n) : url;
        const t0 = performance.now();
        let response;
        let body;
        if (get) {
          const answer = await get(target);
          response = answer.response;
          const verify = n === 1 || n % verifyEvery === 0;
          body = !verify
            ? null
            : (answer.gzip ? gunzipSync(answer.raw) : answer.raw).toString('utf8');
        } else {
          response = await fetch(target, { redirect: 'manual', headers });
          body = await response.text();
        }
        if (!accept(response, body)) throw new Error(`${target} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.info(
    `${label.padEnd(44)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`,
  );
}
