import { OutageLog, type ShellLog } from './outageLog';

function recordingLog() {
  const lines: string[] = [];
  const log: ShellLog = {
    debug: (message) => lines.push(`debug ${message}`),
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
  return { log, lines };
}

describe('OutageLog', () => {
  it('logs an outage once when it starts and once when it ends, the rest at debug', () => {
    const { log, lines } = recordingLog();
    let now = 0;
    const outages = new OutageLog(log, () => now);
    outages.succeeded('platform API');
    for (let i = 0; i < 1000; i += 1) outages.failed('platform API', 'answered 503');
    now = 12_300;
    outages.succeeded('platform API');
    outages.succeeded('platform API');
    const visible = lines.filter((line) => !line.startsWith('debug'));
    expect(visible).toEqual([
      'warn platform API unavailable (answered 503); pages fall back until it answers again',
      'info platform API available again after 12.3 s (1000 failed requests)',
    ]);
  });

  it('keeps each subject apart', () => {
    const { log, lines } = recordingLog();
    const outages = new OutageLog(log);
    outages.failed('remote magazine', 'fetch failed');
    outages.failed('platform API', 'fetch failed');
    outages.succeeded('remote magazine');
    expect(lines.map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual([
      'warn remote magazine',
      'warn platform API',
      'info remote magazine',
    ]);
  });
});
