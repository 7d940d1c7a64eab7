import { emailKeyOf, hasLeadingZeroBits, monthInFuture } from './rating-vocabulary';

describe('emailKeyOf (one rating per venue per mailbox)', () => {
  it.each([
    ['lower-cases and trims', ' Anna.Muster@Example.CH ', 'anna.muster@example.ch'],
    ['drops dots at gmail', 'anna.muster@gmail.com', 'annamuster@gmail.com'],
    ['drops a +tag at gmail', 'anna+award@gmail.com', 'anna@gmail.com'],
    ['drops both at gmail', 'A.nna.Muster+x+y@GMAIL.com', 'annamuster@gmail.com'],
    ['reads googlemail as gmail', 'anna.m@googlemail.com', 'annam@gmail.com'],
    ['drops a +tag at outlook, keeps its dots', 'anna.m+x@outlook.com', 'anna.m@outlook.com'],
    ['drops a +tag at icloud', 'anna+x@icloud.com', 'anna@icloud.com'],
    ['keeps dots and +tags elsewhere', 'anna.m+x@example.ch', 'anna.m+x@example.ch'],
    ['keeps a local part of only a tag', '+x@gmail.com', '+x@gmail.com'],
    ['keeps a local part of only dots', '..@gmail.com', '..@gmail.com'],
    ['keeps what is no address', 'anna', 'anna'],
  ])('%s', (_case, email, key) => {
    expect(emailKeyOf(email)).toBe(key);
  });
});

describe('hasLeadingZeroBits (the proof-of-work)', () => {
  it.each<[string, number[], number, boolean]>([
    ['0 bits always', [0xff], 0, true],
    ['8 bits of a zero byte', [0x00, 0xff], 8, true],
    ['8 bits, first byte 1', [0x01, 0x00], 8, false],
    ['14 bits: 0x00 0x03', [0x00, 0x03], 14, true],
    ['14 bits: 0x00 0x04', [0x00, 0x04], 14, false],
    ['12 bits: 0x00 0x0f', [0x00, 0x0f], 12, true],
    ['12 bits: 0x00 0x10', [0x00, 0x10], 12, false],
    ['16 bits: 0x00 0x00', [0x00, 0x00, 0xff], 16, true],
    ['more bits than the digest has', [0x00], 9, false],
  ])('%s', (_case, bytes, bits, expected) => {
    expect(hasLeadingZeroBits(Uint8Array.from(bytes), bits)).toBe(expected);
  });
});

describe('monthInFuture', () => {
  const now = new Date('2026-05-31T23:00:00Z');
  it.each<[number, number, boolean]>([
    [2026, 5, false],
    [2026, 4, false],
    [2025, 12, false],
    [2026, 6, true],
    [2027, 1, true],
  ])('%i-%i: %s', (year, month, future) => {
    expect(monthInFuture(year, month, now)).toBe(future);
  });
});
