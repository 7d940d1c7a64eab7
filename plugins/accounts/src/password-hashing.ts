import bcrypt from 'bcryptjs';

/** bcrypt hash of a password with `rounds` (cost factor, from configuration). */
export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

// Compared against when the login is unknown, so the answer takes as long as for a real user.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 4);

/** True when `password` matches `hash`; with no hash it still spends comparable time and answers false. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== null && matches;
}
