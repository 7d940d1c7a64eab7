import { hasLeadingZeroBits } from '@eventalp/plugin-award/domain';

/**
 * Solves the rating's proof-of-work in the browser: the first nonce whose SHA-256 over
 * `{challenge}:{nonce}` starts with `bits` zero bits (about 16,000 tries at 14 bits, well under a
 * second). Yields to the page every 500 tries so it stays responsive.
 */
export async function solveProofOfWork(challenge: string, bits: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`));
    if (hasLeadingZeroBits(new Uint8Array(digest), bits)) return String(nonce);
    if (nonce % 500 === 499) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
