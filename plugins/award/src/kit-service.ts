import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import { NotFoundError, type JobDefinition, type PlatformServices } from '@eventalp/platform-sdk';
import { NOMINEES } from './award-migrations';
import { CONFIRMATIONS } from './confirmation-migrations';
import {
  kitFileName,
  type AwardLanguage,
  type KitAddress,
  type KitGrade,
  type KitStatus,
  type KitSubject,
} from './domain';
import { kitEntries } from './kit-contents';
import { KIT_BUILDS } from './kit-migrations';

export const KIT_BUILD_JOB = 'award.kit.build';

/**
 * Raised on a change of the kits' files (their look, texts or layout): every kit is built again
 * when next asked for, since the hash changes.
 */
const KIT_FORMAT = 1;

/** A build that has not finished after this long is taken for lost (its process died). */
const STALE_BUILD_MS = 5 * 60_000;

/** What a published result says of an awarded nominee (the results run provides it). */
export interface KitAward {
  category: string | null;
  score: number;
  grade: KitGrade;
}

/** The hash that names a kit: what it is made of, in the current format. */
export function kitHash(subject: KitSubject): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ format: KIT_FORMAT, subject }))
    .digest('hex');
}

interface KitBuildRow {
  id: number;
  hash: string;
  state: Exclude<KitStatus['state'], 'none'>;
  progress: number;
  storage_key: string | null;
  size: string | number | null;
  subject: KitSubject;
  updated_at: Date;
}

/**
 * The award's kits (spec: "voting kit zip", "kit URL hash"; architecture: kit zips are built by a
 * queue job through a build record): a kit is asked for by its address, built once per hash by
 * `award.kit.build` as a streamed zip into the media storage, and answered from there until its
 * data (and so its hash) changes. A failed or lost build is started again when asked again.
 */
export class KitService {
  constructor(
    private readonly services: PlatformServices,
    /**
     * The published award of a nominee in a year (its category named in the kit's language), or
     * null (none published, not awarded).
     */
    private readonly awardOf: (
      year: number,
      nomineeId: number,
      language: AwardLanguage,
    ) => Promise<KitAward | null>,
  ) {}

  /** What the kit of `address` is made of; 404 when the nominee has no such kit. */
  async subjectOf(address: KitAddress): Promise<KitSubject> {
    const nominee = await this.services
      .db(NOMINEES)
      .join(CONFIRMATIONS, `${CONFIRMATIONS}.nominee_id`, `${NOMINEES}.id`)
      .where(`${NOMINEES}.id`, address.nomineeId)
      .where(`${NOMINEES}.year`, address.year)
      .where(`${NOMINEES}.status`, 'confirmed')
      .first(`${NOMINEES}.name`, `${NOMINEES}.rating_code`, `${CONFIRMATIONS}.diploma_name`);
    if (!nominee) throw new NotFoundError();
    const base = {
      type: address.type,
      year: address.year,
      nomineeId: address.nomineeId,
      venueName: nominee.name as string,
      diplomaName: nominee.diploma_name as string,
      language: address.language,
      ratingCode: nominee.rating_code as string,
    };
    if (address.type === 'votingkit') return { ...base, category: null, score: null, grade: null };
    const award = await this.awardOf(address.year, address.nomineeId, address.language);
    if (!award) throw new NotFoundError();
    return { ...base, category: award.category, score: award.score, grade: award.grade };
  }

  /**
   * The kit's build, started when there is none yet, when the last one failed (`restart`) or was
   * lost; answers its state.
   */
  async request(address: KitAddress, options: { restart?: boolean } = {}): Promise<KitStatus> {
    const subject = await this.subjectOf(address);
    const hash = kitHash(subject);
    const { db } = this.services;
    const existing = (await db(KIT_BUILDS).where({ hash }).first()) as KitBuildRow | undefined;
    if (existing && !this.needsBuild(existing, options.restart === true))
      return this.statusOf(existing);
    const [row] = (await db(KIT_BUILDS)
      .insert({
        hash,
        year: subject.year,
        nominee_id: subject.nomineeId,
        type: subject.type,
        language: subject.language,
        subject: JSON.stringify(subject),
        state: 'queued',
        progress: 0,
      })
      .onConflict('hash')
      .merge({
        subject: JSON.stringify(subject),
        state: 'queued',
        progress: 0,
        error: null,
        storage_key: null,
        size: null,
        updated_at: db.fn.now(),
        finished_at: null,
      })
      .returning('*')) as [KitBuildRow];
    await this.services.queue.add(KIT_BUILD_JOB, { hash });
    return this.statusOf(row);
  }

  /** The state of the kit of `address` without starting anything (`none`: never asked for). */
  async status(address: KitAddress): Promise<KitStatus> {
    const subject = await this.subjectOf(address);
    const row = (await this.services
      .db(KIT_BUILDS)
      .where({ hash: kitHash(subject) })
      .first()) as KitBuildRow | undefined;
    if (!row)
      return { state: 'none', venue_name: subject.venueName, progress: 0, url: null, size: null };
    // A build whose process died shows as failed, so the page offers to start it again.
    if (this.isLost(row))
      return {
        state: 'failed',
        venue_name: subject.venueName,
        progress: row.progress,
        url: null,
        size: null,
      };
    return this.statusOf(row);
  }

  private needsBuild(row: KitBuildRow, restart: boolean): boolean {
    if (row.state === 'failed') return restart;
    return this.isLost(row);
  }

  private isLost(row: KitBuildRow): boolean {
    return (
      (row.state === 'queued' || row.state === 'building') &&
      this.services.now().getTime() - new Date(row.updated_at).getTime() > STALE_BUILD_MS
    );
  }

  private statusOf(row: KitBuildRow): KitStatus {
    const done = row.state === 'done' && row.storage_key !== null;
    return {
      state: row.state,
      venue_name: row.subject.venueName,
      progress: row.progress,
      url: done ? this.services.storage.url(row.storage_key!) : null,
      size: done && row.size !== null ? Number(row.size) : null,
    };
  }

  /** Builds the kit of a build record: each file made in turn and streamed into the zip. */
  async build(hash: string): Promise<void> {
    const { db, storage } = this.services;
    const row = (await db(KIT_BUILDS).where({ hash }).first()) as KitBuildRow | undefined;
    if (!row || row.state === 'done') return;
    await db(KIT_BUILDS).where({ hash }).update({
      state: 'building',
      progress: 0,
      storage_key: null,
      size: null,
      error: null,
      updated_at: db.fn.now(),
    });
    const subject = row.subject;
    const key = `award-kits/${hash}/${kitFileName(subject)}`;
    const zip = archiver('zip', { zlib: { level: 6 } });
    const out = new PassThrough();
    zip.pipe(out);
    // Written as it is made: the zip never sits whole in memory.
    const stored = storage.putStream(key, out);
    let failure: unknown = null;
    zip.on('error', (error) => (failure ??= error));
    try {
      const entries = kitEntries(subject, {
        siteUrl: this.services.config.appUrl,
        awardUrl: this.services.config.award.elementsOrigin,
      });
      for (const [index, entry] of entries.entries()) {
        const content = await entry.make();
        zip.append(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, {
          name: entry.name,
          date: new Date(Date.UTC(subject.year, 0, 1)),
        });
        const progress = Math.floor(((index + 1) / (entries.length + 1)) * 100);
        await db(KIT_BUILDS).where({ hash }).update({ progress, updated_at: db.fn.now() });
      }
      await zip.finalize();
      const size = await stored;
      if (failure) throw failure;
      await db(KIT_BUILDS).where({ hash }).update({
        state: 'done',
        progress: 100,
        storage_key: key,
        size,
        updated_at: db.fn.now(),
        finished_at: db.fn.now(),
      });
    } catch (error) {
      // The partial file goes with the stream (putStream removes it).
      zip.abort();
      out.destroy();
      await stored.catch(() => undefined);
      await storage.delete(key);
      await db(KIT_BUILDS)
        .where({ hash })
        .update({
          state: 'failed',
          error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          updated_at: db.fn.now(),
        });
      this.services.logger.error({ err: error, hash }, 'kit build failed');
    }
  }

  job(): JobDefinition<{ hash: string }> {
    return {
      name: KIT_BUILD_JOB,
      // A failed build is recorded (and started again from the page: 'Download neu starten.');
      // only a database error before that throws, and is retried.
      attempts: 2,
      process: ({ hash }) => this.build(hash),
    };
  }
}
