/** A random-order seed: letters and digits only (the same rule for every adapter;
 * the OpenSearch adapter passes it as a script parameter). */
export function randomSeed(seed: string): string {
  if (!/^[A-Za-z0-9]{1,32}$/.test(seed)) throw new Error(`Invalid random sort seed '${seed}'`);
  return seed;
}
