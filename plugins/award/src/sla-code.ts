import crypto from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A new SLA code: 16 characters of a 31-letter alphabet (about 79 bits from the system's secure
 * random source), so a venue's confirmation link cannot be guessed.
 */
export function newSlaCode(): string {
  let code = '';
  while (code.length < 16) {
    const byte = crypto.randomBytes(1)[0]!;
    // Bytes past the largest multiple of 31 are dropped so every letter is equally likely.
    if (byte < 248) code += ALPHABET[byte % ALPHABET.length];
  }
  return code;
}

/**
 * A new rating code: 10 characters of the same alphabet with at least one digit (about 49 bits),
 * the key of a venue's public rating page `/site/{language}/{code}`. The digit keeps it apart from
 * the words of other paths under `/site/{language}/`.
 */
export function newRatingCode(): string {
  for (;;) {
    let code = '';
    while (code.length < 10) {
      const byte = crypto.randomBytes(1)[0]!;
      if (byte < 248) code += ALPHABET[byte % ALPHABET.length];
    }
    if (/[2-9]/.test(code)) return code;
  }
}
