import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { renderDemoPhoto, slugify } from '@eventalp/plugin-catalog';
import { sanitizeRichText } from '@eventalp/plugin-magazine';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { JOB_OWNER } from './job-store';
import { JOBS } from './jobs-migrations';

const DEMO_JOBS = 40;
const DAY = 86_400_000;
const ROLES = [
  'Eventmanager/in',
  'Bankettleiter/in',
  'Veranstaltungstechniker/in',
  'Koch/Köchin Catering',
  'Projektleiter/in Events',
  'Servicemitarbeiter/in Bankett',
  'Marketing Manager/in Locations',
  'Sales Manager/in MICE',
];
const EMPLOYERS = [
  'Seehotel Bellevue',
  'Kongresshaus am Fluss',
  'Eventfabrik',
  'Alpen Catering AG',
  'Stage & Sound GmbH',
  'Schloss Wartensee',
];
const PLACES = ['Zürich', 'Bern', 'Luzern', 'Basel', 'St. Gallen', 'Lugano', 'München', 'Wien'];
const LEVELS = ['100 %', '80-100 %', '60-80 %', 'Teilzeit', 'Aushilfe auf Abruf'];

/**
 * 40 demo jobs relative to the seeding day: 30 live, 8 expired (their pages answer 410) and 2
 * dated next week (hidden). Every fifth has only a legacy slug. Adds only missing jobs.
 */
export function demoJobsSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-jobs',
    async run({ demo }) {
      if (!demo) return;
      const { db } = services;
      const existing = new Set<number>(await db(JOBS).pluck('id'));
      const now = services.now().getTime();
      const jobs = Array.from({ length: DEMO_JOBS }, (_, i) => {
        const id = i + 1;
        const role = ROLES[i % ROLES.length]!;
        const employer = EMPLOYERS[i % EMPLOYERS.length]!;
        const place = PLACES[(i * 3) % PLACES.length]!;
        const name = `${role} (${place})`;
        const slug = `${slugify(`${role} ${employer}`)}-${id}`;
        const expired = id > 30 && id <= 38;
        const future = id > 38;
        return {
          id,
          name,
          slug: id % 5 === 0 ? null : slug,
          legacy_slug: id % 5 === 0 ? slug.replace(/-/g, '_') : null,
          short: `${employer} sucht per sofort oder nach Vereinbarung eine/n ${role}.`,
          basic_short: `${LEVELS[i % LEVELS.length]}, ${place}`,
          employer,
          employment_level: LEVELS[i % LEVELS.length]!,
          workplace: place,
          description: sanitizeRichText(
            `<p>${employer} in ${place} organisiert jedes Jahr über 300 Anlässe.</p><h2>Ihre Aufgaben</h2><ul><li>Beratung und Offerten</li><li>Planung und Durchführung</li><li>Abrechnung</li></ul><h2>Ihr Profil</h2><p>Erfahrung in der Event- oder Hotelbranche, Freude am Organisieren.</p>`,
          ),
          apply_url:
            id % 2 === 0 ? 'https://www.eventalp.ch/site/extern/about_us.html#kontakt' : null,
          apply_email: id % 2 === 0 ? null : 'jobs@eventalp.ch',
          published: true,
          publish_at: new Date(future ? now + (id - 37) * DAY : now - (id * 2 + 1) * DAY),
          expires_at: expired
            ? new Date(now - (id - 30) * DAY)
            : id % 3 === 0
              ? new Date(now + 60 * DAY)
              : null,
        };
      }).filter((job) => !existing.has(job.id));
      if (jobs.length === 0) return;
      const media = services.service(MEDIA_LIBRARY);
      const images: number[] = [];
      for (const theme of ['celebration_image', 'conference_image', 'exterior_image'] as const)
        images.push(
          await media.storeFile(
            await renderDemoPhoto(theme, 0),
            `${theme.replace('_image', '')}-1.jpg`,
            'image',
          ),
        );
      await db.transaction(async (trx) => {
        await trx(JOBS).insert(jobs);
        await trx.raw(
          `select setval(pg_get_serial_sequence('${JOBS}', 'id'), (select max(id) from ${JOBS}))`,
        );
        await media.attachMany(
          trx,
          jobs
            .filter((job) => job.id % 4 !== 0)
            .map((job) => ({
              owner_type: JOB_OWNER,
              owner_id: job.id,
              collection: 'image',
              file_id: images[job.id % images.length]!,
              order: 0,
            })),
        );
      });
    },
  };
}
