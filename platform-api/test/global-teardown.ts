/** Stops the embedded Postgres the global setup started (none when DATABASE_URL was given). */
export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __embeddedPostgres?: { stop(): Promise<void> } })
    .__embeddedPostgres;
  await embedded?.stop();
}
