import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { CATALOGUE, renderDemoPhoto, type PhotoTheme } from '@eventalp/plugin-catalog';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { ARTICLE_OWNER } from '../article-store';
import { ARTICLE_ENTRIES, ARTICLE_TAGS, ARTICLES, TAGS } from '../magazine-migrations';
import { sanitizeRichText } from '../sanitize-rich-text';
import { generateArticle, random } from './demo-articles';

export const DEFAULT_DEMO_ARTICLES = 180;
// The same few pictures as the catalogue (identical files are stored once), so seeding stays fast.
const THEMES: PhotoTheme[] = [
  'exterior_image',
  'environment_image',
  'conference_image',
  'celebration_image',
  'wedding_image',
  'entrance_image',
];

/** A one-page PDF ("Programm"), enough for the documents list and a real download. */
function demoPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 760 Td (Programm) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The demo magazine archive (`counts.articles`, default 180, since 2019) with tags, photos,
 * documents, sponsorship strips, form settings and related venues. Adds only missing articles.
 */
export function demoMagazineSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-magazine',
    async run({ demo, counts }) {
      if (!demo) return;
      const { db } = services;
      const count = counts?.articles ?? DEFAULT_DEMO_ARTICLES;
      const existing = new Set<number>(await db(ARTICLES).pluck('id'));
      const articles = Array.from({ length: count }, (_, i) =>
        generateArticle(i + 1, count, services.now()),
      ).filter((article) => !existing.has(article.id));
      if (articles.length === 0) return;

      const media = services.service(MEDIA_LIBRARY);
      const photos: number[] = [];
      for (const theme of THEMES)
        photos.push(
          await media.storeFile(
            await renderDemoPhoto(theme, 0),
            `${theme.replace('_image', '')}-1.jpg`,
            'image',
          ),
        );
      const pdf = await media.storeFile(demoPdf(), 'programm.pdf', 'document');
      const tagIds = new Map<string, number>(
        (await db(TAGS).select('id', 'slug')).map((tag) => [tag.slug, tag.id]),
      );
      const catalogue = services.service(CATALOGUE);
      const locations = await catalogue.publicIds('location', 0, 200);
      const providers = await catalogue.publicIds('provider', 0, 50);

      await db.transaction(async (trx) => {
        await trx(ARTICLES).insert(
          articles.map(({ tagSlugs: _tags, body, form_settings, ...row }) => ({
            ...row,
            body: sanitizeRichText(body),
            form_settings: form_settings ? JSON.stringify(form_settings) : null,
          })),
        );
        await trx.raw(
          `select setval(pg_get_serial_sequence('${ARTICLES}', 'id'), (select max(id) from ${ARTICLES}))`,
        );
        const tagRows = articles.flatMap((article) =>
          article.tagSlugs
            .filter((slug) => tagIds.has(slug))
            .map((slug) => ({ article_id: article.id, tag_id: tagIds.get(slug)! })),
        );
        if (tagRows.length) await trx(ARTICLE_TAGS).insert(tagRows);
        const items = articles.flatMap((article) => {
          const rng = random(article.id);
          const gallery = Array.from({ length: rng.int(1, 4) }, (_, order) => ({
            owner_type: ARTICLE_OWNER,
            owner_id: article.id,
            collection: 'photos',
            file_id: photos[(article.id + order) % photos.length]!,
            title: null,
            order,
          }));
          const documents =
            article.id % 5 === 0
              ? [
                  {
                    owner_type: ARTICLE_OWNER,
                    owner_id: article.id,
                    collection: 'documents',
                    file_id: pdf,
                    title: 'Programm (PDF)',
                    order: 0,
                  },
                ]
              : [];
          return [...gallery, ...documents];
        });
        await media.attachMany(trx, items);
        const related = articles
          .filter((article) => article.id % 3 === 0 && locations.length > 0)
          .flatMap((article) => {
            const rng = random(article.id + 1);
            const picked = [...new Set([rng.pick(locations), rng.pick(locations)])].map(
              (id, order) => ({
                article_id: article.id,
                entry_type: 'location',
                entry_id: id,
                order,
              }),
            );
            if (providers.length > 0 && article.id % 6 === 0)
              picked.push({
                article_id: article.id,
                entry_type: 'provider',
                entry_id: rng.pick(providers),
                order: picked.length,
              });
            return picked;
          });
        if (related.length) await trx(ARTICLE_ENTRIES).insert(related);
      });
      services.logger.info({ articles: articles.length }, 'demo magazine: articles written');
    },
  };
}
