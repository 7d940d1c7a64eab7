import bcrypt from 'bcryptjs';

/** bcrypt hash of a password with `rounds` (cost factor, from configuration). */
export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

// One dummy hash per cost, made on first use: an unknown login is compared against a hash of the
// configured cost, so it takes as long as a wrong password for a real account.
const dummyHashes = new Map<number, Promise<string>>();

function dummyHash(rounds: number): Promise<string> {
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hash('not-a-real-password', rounds);
    dummyHashes.set(rounds, hash);
  }
  return hash;
}

/**
 * True when `password` matches `hash`. With no hash (no such account) it compares against a dummy
 * hash of cost `rounds` (the configured one) and answers false, spending the same time.
 */
export async function verifyPassword(
  password: string,
  hash: string | null,
  rounds: number,
): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash(rounds)));
  return hash !== null && matches;
}
