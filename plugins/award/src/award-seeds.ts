import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { NOMINEES } from './award-migrations';
import { CONFIRMATIONS } from './confirmation-migrations';
import { PARTNER_PAGES, PARTNER_REQUESTS } from './partner-migrations';
import { TAXONOMY_TERMS, TaxonomyType } from '@eventalp/plugin-taxonomy';
import { awardYearWindows, currentAwardYear, venueKeyOf, type NomineeStatus } from './domain';
import type { CampaignStore } from './campaign-store';
import { newRatingCode, newSlaCode } from './sla-code';

/** The award categories (taxonomy type 9) a demo venue may confirm besides its own category. */
const AWARD_CATEGORY_IDS = [521, 508, 509, 510, 511, 512, 1024, 515, 513, 516, 514];

/**
 * The demo's nominees of the current year: up to 48 public Swiss locations spread over the catalogue,
 * leaving the first five free for the journeys that nominate. Most confirmed their participation
 * (the award search lists them), some are invited or formally checked (the nominated list shows
 * them too).
 */
const DEMO_NOMINEES = { skip: 5, count: 48 };
const SWISS_CATALOGUE = 1;
const demoStatusOf = (index: number): NomineeStatus =>
  index % 8 === 6 ? 'invited' : index % 8 === 7 ? 'checked' : 'confirmed';

/** How long the demo keeps the nomination open from its first seed. */
const DEMO_NOMINATION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reference: every configured award year gets the spec's cycle as stored rows (the back office
 * moves them later). Demo: the current year's nomination (and the venues' confirmation) opens
 * from the first demo seed for a year, so `npm start` shows the nomination page and ribbon; only
 * while the nomination row is still the cycle's, so a moved window stays where it was put.
 */
export function awardSeeds(
  services: PlatformServices,
  store: CampaignStore,
  catalogue: Catalogue,
): PluginSeed[] {
  return [
    {
      // Named after the current year: a start after a new year joined the configuration writes it.
      name: `award-campaign-windows-${currentAwardYear(services.config.award.years)}`,
      run: () => store.writeMissingYears(),
    },
    {
      name: 'award-demo-open-nomination',
      async run({ demo }) {
        if (!demo) return;
        const year = currentAwardYear(services.config.award.years);
        const stored = await store.windowsOf(year);
        const cycle = awardYearWindows(year).nomination;
        if (stored.nomination.starts_at.getTime() !== cycle.starts_at.getTime()) return;
        const now = services.now();
        const open = {
          starts_at: new Date(now.getTime() - DAY_MS),
          ends_at: new Date(now.getTime() + DEMO_NOMINATION_DAYS * DAY_MS),
        };
        await store.setWindow({ year, kind: 'nomination', ...open }, now);
        await store.setWindow({ year, kind: 'confirmation', ...open }, now);
      },
    },
    {
      name: `award-demo-participants-${currentAwardYear(services.config.award.years)}`,
      async run({ demo }) {
        if (!demo) return;
        const year = currentAwardYear(services.config.award.years);
        // The award is Swiss: only locations of the Swiss catalogue (country category 1).
        const ids = (await catalogue.publicEntries('location', null, ['country_category']))
          .filter((entry) => entry.country_category === SWISS_CATALOGUE)
          .map((entry) => entry.id)
          .slice(DEMO_NOMINEES.skip);
        const every = Math.max(1, Math.floor(ids.length / DEMO_NOMINEES.count));
        const chosen = ids.filter((_, index) => index % every === 0).slice(0, DEMO_NOMINEES.count);
        const venues = await catalogue.cards('location', chosen, 'de-CH');
        for (const [index, venue] of venues.entries()) {
          const status = demoStatusOf(index);
          // Idempotent: a venue nominated before (by the demo or a visitor) keeps its row.
          const [nominee] = await services
            .db(NOMINEES)
            .insert({
              year,
              location_id: venue.id,
              venue_key: venueKeyOf({ locationId: venue.id }),
              name: venue.name,
              postcode: venue.zip?.slice(0, 5) ?? null,
              city: venue.place,
              sla_code: newSlaCode(),
              rating_code: newRatingCode(),
              status,
              checked_at: services.now(),
              invited_at: status === 'checked' ? null : services.now(),
              confirmed_at: status === 'confirmed' ? services.now() : null,
            })
            .onConflict(['year', 'venue_key'])
            .ignore()
            .returning(['id']);
          if (!nominee || status !== 'confirmed') continue;
          const own = AWARD_CATEGORY_IDS.includes(venue.category.id) ? venue.category.id : 511;
          const second = AWARD_CATEGORY_IDS[index % AWARD_CATEGORY_IDS.length]!;
          await services
            .db(CONFIRMATIONS)
            .insert({
              nominee_id: nominee.id,
              diploma_name: venue.name.slice(0, 20),
              first_name: 'Demo',
              last_name: 'Gastgeberin',
              phone: '+41 44 000 00 00',
              email: `award-demo-${venue.id}@example.ch`,
              company: venue.name,
              street: 'Musterstrasse 1',
              postcode: venue.zip?.slice(0, 5) ?? '8000',
              city: venue.place ?? 'Zürich',
              categories: second === own ? [own] : [own, second],
              main_category: own,
              language: 'de',
            })
            .onConflict(['nominee_id'])
            .ignore();
        }
      },
    },
    {
      // An approved medium, so the partner area can be tried at once (README, demo accounts).
      name: 'award-demo-partner',
      async run({ demo }) {
        if (!demo) return;
        const now = services.now();
        await services
          .db(PARTNER_REQUESTS)
          .insert({
            kind: 'media',
            organisation: 'Eventmagazin Schweiz',
            first_name: 'Petra',
            last_name: 'Presse',
            email: 'presse@example.ch',
            login_name: 'presse',
            password_hash: await bcrypt.hash('Presse1234', services.config.passwordHashRounds),
            // Confirmed already: the hash of a link that was never sent.
            token_hash: crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex'),
            language: 'de',
            status: 'approved',
            confirmed_at: now,
            decided_at: now,
            created_at: now,
            updated_at: now,
          })
          .onConflict('login_name')
          .ignore();
        // Its region page of the canton of Zürich (/de/sla2025-ausgezeichnet-zuerich, README).
        const partner = await services
          .db(PARTNER_REQUESTS)
          .where({ login_name: 'presse' })
          .first('id');
        const canton = await services
          .db(TAXONOMY_TERMS)
          .where({ type: TaxonomyType.swissRegion, name: 'Zürich' })
          .first('id');
        if (partner && canton)
          await services
            .db(PARTNER_PAGES)
            .insert({
              partner_id: partner.id,
              name: 'Zürich',
              slug: 'zuerich',
              intro: 'Die nominierten und ausgezeichneten Locations im Kanton Zürich.',
              cantons: JSON.stringify([canton.id]),
              places: JSON.stringify([]),
              postcodes: JSON.stringify([]),
            })
            .onConflict('slug')
            .ignore();
      },
    },
  ];
}
