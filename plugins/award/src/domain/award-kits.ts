import type { z } from 'zod';
import type { kitStatusAnswer } from './award-kit-schemas';
import { AWARD_LANGUAGES, type AwardLanguage } from './nomination-vocabulary';

/**
 * The award's kits (spec sections 2 and 3: "voting kit zip", "kit URL hash"; the download page is
 * `/site/sla-{year}/{id}/{lang}/sla-{type}`, `id` the nominee): the voting kit for a venue that
 * confirmed its participation (it asks its guests to rate it), the winner kit for an awarded venue
 * (seal, certificate, press texts). The `type` names are ours; the spec names none.
 */
export const KIT_TYPES = ['votingkit', 'winnerkit'] as const;
export type KitType = (typeof KIT_TYPES)[number];

/** Build states of a kit (its build record). */
export const KIT_STATES = ['queued', 'building', 'done', 'failed'] as const;
export type KitState = (typeof KIT_STATES)[number];

/** A kit build's answer to the page that waits for it (`kitStatusAnswer`). */
export type KitStatus = z.output<typeof kitStatusAnswer>;

/** The seal grades of a winner (spec section 4), best first. */
export const KIT_GRADES = ['outstanding', 'excellent', 'recommended'] as const;
export type KitGrade = (typeof KIT_GRADES)[number];

/** Everything a kit is made of: the same subject always gives the same kit (and hash). */
export interface KitSubject {
  type: KitType;
  year: number;
  /** The nominee. */
  nomineeId: number;
  venueName: string;
  /** The confirmation's diploma name (20 characters at most). */
  diplomaName: string;
  language: AwardLanguage;
  /** The code of the venue's rating page (`/site/{lang}/{ratingCode}`). */
  ratingCode: string;
  /** Winner kits: the awarded category's name, the score (1 to 10) and its grade. */
  category: string | null;
  score: number | null;
  grade: KitGrade | null;
}

/** The kit page's parameters as they come from its address. */
export interface KitAddress {
  year: number;
  nomineeId: number;
  language: AwardLanguage;
  type: KitType;
}

/** Reads `/site/sla-{year}/{id}/{lang}/sla-{type}`'s parts; null when one is not a kit's. */
export function kitAddressOf(parts: {
  year: string;
  id: string;
  lang: string;
  type: string;
}): KitAddress | null {
  if (!/^\d{4}$/.test(parts.year) || !/^[1-9]\d{0,9}$/.test(parts.id)) return null;
  const type = parts.type.replace(/^sla-/, '');
  if (!(AWARD_LANGUAGES as readonly string[]).includes(parts.lang)) return null;
  if (!(KIT_TYPES as readonly string[]).includes(type)) return null;
  const nomineeId = Number(parts.id);
  if (nomineeId > 2_147_483_647) return null;
  return {
    year: Number(parts.year),
    nomineeId,
    language: parts.lang as AwardLanguage,
    type: type as KitType,
  };
}

/** The kit page's path for an address. */
export function kitPagePath(address: KitAddress): string {
  return `/site/sla-${address.year}/${address.nomineeId}/${address.language}/sla-${address.type}`;
}

/** The file name of a kit's zip, e.g. `swiss-location-award-2026-winnerkit-de.zip`. */
export function kitFileName(subject: Pick<KitSubject, 'year' | 'type' | 'language'>): string {
  return `swiss-location-award-${subject.year}-${subject.type}-${subject.language}.zip`;
}
