import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '@eventalp/platform-sdk';

/** Media files on local disk under `root`, served by the API at `/storage/<key>`. */
export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  }

  async putStream(key: string, data: Readable): Promise<number> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside its place and renamed when complete: readers never see half a file.
    const partial = `${file}.${crypto.randomBytes(4).toString('hex')}.part`;
    try {
      await pipeline(data, createWriteStream(partial));
      const { size } = await fs.stat(partial);
      await fs.rename(partial, file);
      return size;
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.resolve(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async link(fromKey: string, toKey: string): Promise<void> {
    const target = this.resolve(toKey);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rm(target, { force: true });
    await fs.link(this.resolve(fromKey), target);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  url(key: string): string {
    return `/storage/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** The absolute path of `key`; rejects keys that would leave the storage root. */
  resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key '${key}'`);
    return file;
  }
}
