import crypto from 'node:crypto';
import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { NOMINEES, RATINGS } from './award-migrations';
import { CONFIRMATIONS } from './confirmation-migrations';
import {
  currentAwardYear,
  RATING_ASPECTS,
  RATING_EVENT_TYPES,
  venueKeyOf,
  VOTER_TYPES,
} from './domain';
import { JURY_MEMBERS, JURY_SCORES, RESULT_RUNS } from './results-migrations';
import type { ResultsService } from './results-service';
import { newRatingCode, newSlaCode } from './sla-code';

/** Award categories (taxonomy type 9) a demo venue confirms besides its own. */
const AWARD_CATEGORY_IDS = [521, 508, 509, 510, 511, 512, 1024, 515, 513, 516, 514];
const SWISS_CATALOGUE = 1;
/** The demo's last edition: 40 venues, rated in May, judged by six jurors, published in June. */
const DEMO_VENUES = 40;
const DEMO_JURY = [
  ['Andrea Keller', 'Eventplanerin'],
  ['Marco Bernasconi', 'Hotelier'],
  ['Sophie Dubois', 'Journalistin'],
  ['Lukas Meier', 'Veranstaltungstechniker'],
  ['Nina Rossi', 'Gastronomin'],
  ['Thomas Huber', 'Tourismusdirektor'],
] as const;

/** A small seeded generator, so every demo has the same results. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = () => crypto.randomBytes(32).toString('hex');

/**
 * Demo: the award year before the current one as a finished edition (nominees who confirmed, rated
 * and judged, a published results run), so the winners pages, the winner kits and the back
 * office's results screens have something to show from the first `npm start`.
 */
export function resultsSeeds(
  services: PlatformServices,
  catalogue: Catalogue,
  results: () => ResultsService,
): PluginSeed[] {
  const current = currentAwardYear(services.config.award.years);
  const year = current - 1;
  return [
    {
      name: `award-demo-results-${year}`,
      async run({ demo }) {
        if (!demo || !services.config.award.years.includes(year)) return;
        if (await services.db(RESULT_RUNS).where({ year }).first('id')) return;
        const next = random(year);
        const ids = (await catalogue.publicEntries('location', null, ['country_category']))
          .filter((entry) => entry.country_category === SWISS_CATALOGUE)
          .map((entry) => entry.id)
          // The first five stay free for the journeys that nominate (as in the current year).
          .slice(5);
        const every = Math.max(1, Math.floor(ids.length / DEMO_VENUES));
        // Beside the current year's nominees (every nth from the fifth), where the catalogue allows.
        const chosen = ids
          .filter((_, index) => index % every === Math.min(1, every - 1))
          .slice(0, DEMO_VENUES);
        const venues = await catalogue.cards('location', chosen, 'de-CH');
        if (!venues.length) return;
        const ratedAt = Date.UTC(year, 4, 1);
        await services.db.transaction(async (trx) => {
          const members = await trx(JURY_MEMBERS)
            .insert(DEMO_JURY.map(([name, role]) => ({ year, name, function: role })))
            .returning(['id']);
          for (const [index, venue] of venues.entries()) {
            const [nominee] = await trx(NOMINEES)
              .insert({
                year,
                location_id: venue.id,
                venue_key: venueKeyOf({ locationId: venue.id }),
                name: venue.name,
                postcode: venue.zip?.slice(0, 5) ?? null,
                city: venue.place,
                sla_code: newSlaCode(),
                rating_code: newRatingCode(),
                status: 'confirmed',
                checked_at: new Date(Date.UTC(year, 3, 1)),
                invited_at: new Date(Date.UTC(year, 3, 2)),
                confirmed_at: new Date(Date.UTC(year, 3, 10)),
              })
              .onConflict(['year', 'venue_key'])
              .ignore()
              .returning(['id']);
            if (!nominee) continue;
            const own = AWARD_CATEGORY_IDS.includes(venue.category.id) ? venue.category.id : 511;
            const second = AWARD_CATEGORY_IDS[index % AWARD_CATEGORY_IDS.length]!;
            const categories = second === own ? [own] : [own, second];
            await trx(CONFIRMATIONS).insert({
              nominee_id: nominee.id,
              diploma_name: venue.name.slice(0, 20),
              first_name: 'Demo',
              last_name: 'Gastgeber',
              phone: '+41 44 000 00 00',
              email: `award-demo-${year}-${venue.id}@example.ch`,
              company: venue.name,
              street: 'Musterstrasse 1',
              postcode: venue.zip?.slice(0, 5) ?? '8000',
              city: venue.place ?? 'Zürich',
              categories,
              main_category: own,
              language: 'de',
            });
            // A venue's quality: its ratings and jury scores lie around it.
            const quality = 6.5 + next() * 3.5;
            const count = 3 + Math.floor(next() * 38);
            const grade = () => Math.max(1, Math.min(10, Math.round(quality + (next() - 0.5) * 3)));
            await trx(RATINGS).insert(
              Array.from({ length: count }, (_, n) => {
                const email = `gast${n}.${venue.id}@beispiel.ch`;
                return {
                  year,
                  nominee_id: nominee.id,
                  venue_name: venue.name,
                  highlights: [RATING_ASPECTS[n % RATING_ASPECTS.length]],
                  grade: grade(),
                  event_type: RATING_EVENT_TYPES[n % RATING_EVENT_TYPES.length],
                  event_month: 1 + (n % 12),
                  event_year: year - 1,
                  first_name: 'Gast',
                  email,
                  email_key: email,
                  voter_type: VOTER_TYPES[n % VOTER_TYPES.length],
                  language: 'de',
                  ip_hash: hex(),
                  challenge_id: hex(),
                  token_hash: hex(),
                  user_approved: 1,
                  admin_approved: 1,
                  confirmed_at: new Date(ratedAt + n * 3_600_000),
                  created_at: new Date(ratedAt + n * 3_600_000 - 600_000),
                  updated_at: new Date(ratedAt + n * 3_600_000),
                };
              }),
            );
            const scores = categories.flatMap((category) =>
              members
                .filter(() => next() < 0.85)
                .map((member) => ({
                  member_id: member.id,
                  nominee_id: nominee.id,
                  category_id: category,
                  score: Math.max(
                    1,
                    Math.min(10, Math.round((quality + (next() - 0.4) * 2) * 10) / 10),
                  ),
                })),
            );
            if (scores.length) await trx(JURY_SCORES).insert(scores);
          }
          const [run] = await trx(RESULT_RUNS).insert({ year }).returning(['id']);
          await results().compute(trx, run.id, year);
          await trx(RESULT_RUNS)
            .where({ id: run.id })
            .update({ status: 'published', published_at: new Date(Date.UTC(year, 5, 17)) });
        });
      },
    },
  ];
}
