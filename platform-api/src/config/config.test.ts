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
    expect(config.workerNice).toBe(10);
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
    ['WORKER_NICE', '20', 'WORKER_NICE: must be a whole number from 0 to 19'],
    ['WORKER_NICE', 'low', 'WORKER_NICE: must be a whole number from 0 to 19'],
    ['BRAND', 'Event Alp', 'BRAND: must be lower-case letters, digits or dashes'],
    ['AWARD_YEARS', '2025,next', 'AWARD_YEARS: must be four-digit years separated by commas'],
    ['AWARD_YEARS', '26', 'AWARD_YEARS: must be four-digit years separated by commas'],
    ['AWARD_YEARS', ' , ', 'AWARD_YEARS: must name at least one year'],
    ['AWARD_OFFICE_EMAIL', 'award', 'AWARD_OFFICE_EMAIL: must be an e-mail address'],
    ['AWARD_RATING_IP_KEY', 'short', 'AWARD_RATING_IP_KEY: must be at least 32 characters'],
    [
      'AWARD_DONATION_IBAN',
      'CH44 3199 9123 0008 8901 3',
      'AWARD_DONATION_IBAN: must be a Swiss or Liechtenstein IBAN with valid check digits',
    ],
    [
      'AWARD_DONATION_IBAN',
      'DE89 3704 0044 0532 0130 00',
      'AWARD_DONATION_IBAN: must be a Swiss or Liechtenstein IBAN with valid check digits',
    ],
  ])('rejects a bad %s with a clear message', (key, value, message) => {
    expect(() => loadConfig({ [key]: value }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value }, '/repo')).toThrow(message);
  });

  it.each([
    ['one year', '2026', [2026]],
    ['a list in order', '2024,2025,2026', [2024, 2025, 2026]],
    ['spaces and a trailing comma', ' 2025, 2026 ,', [2025, 2026]],
    ['out of order and repeated', '2026,2024,2026,2025', [2024, 2025, 2026]],
  ])('reads the award years: %s', (_case, value, years) => {
    expect(loadConfig({ AWARD_YEARS: value }, '/repo').award.years).toEqual(years);
  });

  it('has the award years up to this one and an office address of the brand by default', () => {
    const { award } = loadConfig({ BRAND: 'venuepilot' }, '/repo');
    expect(award.years[0]).toBe(2016);
    expect(award.years.at(-1)).toBe(2026);
    expect(award.officeEmail).toBe('award@venuepilot.ch');
    expect(award.donationIban).toBe('CH4431999123000889012');
  });

  it('keys the voters’ address hashes by AWARD_RATING_IP_KEY, else APP_SECRET', () => {
    const key = 'k'.repeat(32);
    const secret = 's'.repeat(32);
    expect(
      loadConfig({ AWARD_RATING_IP_KEY: key, APP_SECRET: secret }, '/repo').award.ratingIpKey,
    ).toBe(key);
    expect(loadConfig({ APP_SECRET: secret }, '/repo').award.ratingIpKey).toBe(secret);
    expect(loadConfig({}, '/repo').award.ratingIpKey).toMatch(/^development:/);
  });

  it.each([
    ['a QR-IBAN with spaces', 'CH44 3199 9123 0008 8901 2', 'CH4431999123000889012'],
    ['an IBAN in lower case', 'ch9300762011623852957', 'CH9300762011623852957'],
    ['a Liechtenstein IBAN', 'LI21 0881 0000 2324 013A A', 'LI21088100002324013AA'],
  ])('reads the donation account: %s', (_case, value, iban) => {
    expect(loadConfig({ AWARD_DONATION_IBAN: value }, '/repo').award.donationIban).toBe(iban);
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
