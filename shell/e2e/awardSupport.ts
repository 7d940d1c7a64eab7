import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/** The e2e stack's embedded Postgres (scripts/start.mjs --e2e), with its generated password. */
export async function e2eDatabase(): Promise<Client> {
  const dataDir = path.resolve(__dirname, '../../.data/e2e');
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_PG_PORT ?? 54349),
    user: 'postgres',
    password,
    database: 'eventalp',
  });
  await client.connect();
  return client;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A rating code as the award draws them: 10 characters of its alphabet with a digit. */
export function ratingCode(): string {
  const letters = Array.from(crypto.randomBytes(9), (byte) => ALPHABET[byte % ALPHABET.length]);
  return `${letters.join('')}${2 + (crypto.randomBytes(1)[0]! % 8)}`;
}
