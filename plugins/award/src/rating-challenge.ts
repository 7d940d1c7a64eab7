import crypto from 'node:crypto';
import { hasLeadingZeroBits, PROOF_OF_WORK_BITS } from './domain';

/** How long a challenge may be solved and sent: long enough to fill in the four steps. */
const CHALLENGE_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Stateless proof-of-work challenges: `{expires}.{id}.{mac}`, signed with the rating key so a
 * client cannot make its own; each id is stored with its rating, so one solution rates once.
 */
export class RatingChallenges {
  constructor(
    private readonly key: string,
    private readonly bits = PROOF_OF_WORK_BITS,
  ) {}

  private mac(payload: string): string {
    return crypto
      .createHmac('sha256', `challenge:${this.key}`)
      .update(payload)
      .digest('base64url')
      .slice(0, 22);
  }

  issue(now: Date): { challenge: string; bits: number } {
    const payload = `${now.getTime() + CHALLENGE_LIFETIME_MS}.${crypto.randomBytes(12).toString('base64url')}`;
    return { challenge: `${payload}.${this.mac(payload)}`, bits: this.bits };
  }

  /** The challenge's id when it is ours, unexpired and solved by `nonce`; else null. */
  verify(challenge: string, nonce: string, now: Date): string | null {
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/.exec(challenge);
    if (!match || !/^[A-Za-z0-9]{1,40}$/.test(nonce)) return null;
    const [, expires, id, mac] = match;
    const expected = this.mac(`${expires}.${id}`);
    if (!crypto.timingSafeEqual(Buffer.from(mac!), Buffer.from(expected))) return null;
    if (Number(expires) <= now.getTime()) return null;
    const digest = crypto.createHash('sha256').update(`${challenge}:${nonce}`).digest();
    return hasLeadingZeroBits(digest, this.bits) ? id! : null;
  }
}

/** Solves a challenge (for tests, the benchmark and scripts; the page solves it in the browser). */
export function solveChallenge(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const digest = crypto.createHash('sha256').update(`${challenge}:${nonce}`).digest();
    if (hasLeadingZeroBits(digest, bits)) return String(nonce);
  }
}
