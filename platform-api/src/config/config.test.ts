import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({}, '/repo');
    expect(config.database.url).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.api.port).toBe(3100);
    expect(config.dataDir).toBe('/repo/.data');
    expect(config.mail.dropDir).toBe('/repo/.data/mail');
    expect(config.brand).toBe('eventalp');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }, '/repo').database.url).toBeNull();
  });

  it.each([
    [
      'DATABASE_URL',
      'mysql://x',
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    ],
    ['API_PORT', '99999', 'API_PORT: must be between 1 and 65535'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL: must be a URL starting with redis://'],
    ['APP_SECRET', 'short', 'APP_SECRET: must be at least 32 characters'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY: must be true or false'],
    ['BRAND', 'Event Alp', 'BRAND: must be lower-case letters, digits or dashes'],
  ])('rejects a bad %s with a clear message', (key, value, message) => {
    expect(() => loadConfig({ [key]: value }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value }, '/repo')).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'abc', LOG_LEVEL: 'loud' }, '/repo')).toThrow(
      /API_PORT[\s\S]*LOG_LEVEL/,
    );
  });

  it('requires a secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/repo')).toThrow(
      'APP_SECRET: required in production',
    );
  });
});
