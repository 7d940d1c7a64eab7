// One load loop for every benchmark: `concurrency` clients send `requests` requests in all and
// the figures are printed (throughput, p50/p95/p99). Never fails on speed; a wrong answer throws.

/**
 * `url` is a string or a function of the request number (to spread requests over many entries);
 * `accept(response, body)` says whether an answer counts (default: status 200).
 */
export async function measureLoad({
  label,
  url,
  requests,
  concurrency,
  accept = (response) => response.status === 200,
}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const target = typeof url === 'function' ? url(next) : url;
        const t0 = performance.now();
        const response = await fetch(target, { redirect: 'manual' });
        const body = await response.text();
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
