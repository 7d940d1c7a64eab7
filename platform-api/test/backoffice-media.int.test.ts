import sharp from 'sharp';
import { z } from 'zod';
import { authorFields, defineResource, definePlugin } from '@eventalp/platform-sdk';
import { accountsPlugin } from '@eventalp/plugin-accounts';
import { MEDIA_LIBRARY, mediaPlugin } from '@eventalp/plugin-media';
import { createTestPlatform, type TestPlatform } from './test-platform';

const BOARDS = 'media_test_boards';

/** A resource of its own with a one-file collection and one of at most two files. */
const boardResource = defineResource({
  name: 'media-test-boards',
  answerName: 'MediaTestBoard',
  noun: 'board',
  table: BOARDS,
  row: z.object({ id: z.number().int(), name: z.string(), ...authorFields }),
  sortable: ['id'],
  media: {
    owner: 'media_test_board',
    collections: { cover: { kind: 'image', max: 1 }, gallery: { kind: 'image', max: 2 } },
  },
  permissions: { read: 'backoffice.media-test', write: 'backoffice.media-test' },
});

const boardPlugin = definePlugin({
  id: 'media-test',
  dependencies: ['media', 'accounts'],
  uses: [MEDIA_LIBRARY],
  migrations: [
    {
      name: '20261128000000_media_test_boards',
      async up(knex) {
        await knex.schema.createTable(BOARDS, (table) => {
          table.increments('id');
          table.string('name', 255).notNullable();
          table.integer('created_by');
          table.integer('updated_by');
          table.timestamps(true, true);
        });
      },
      async down(knex) {
        await knex.schema.dropTable(BOARDS);
      },
    },
  ],
  permissions: [
    { name: 'backoffice.media-test', description: 'Boards', grantedToRoles: ['admin'] },
  ],
  backofficeResources: [boardResource],
});

/**
 * The maximum of a resource's media collection: with 1 an upload replaces the file there, above 1
 * an upload beyond the maximum is a 422 and changes nothing.
 */
describe('media collections with a maximum', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  let boardId: number;
  const image = (background: string) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = async (collection: string, background: string) =>
    admin.agent
      .post(`/api/backoffice/media-test-boards/${boardId}/media/${collection}`)
      .set('X-CSRF-Token', admin.token)
      .attach('file', await image(background), `${background.slice(1)}.png`);
  const names = async (collection: string) =>
    (
      await admin.agent
        .get(`/api/backoffice/media-test-boards/${boardId}/media/${collection}`)
        .expect(200)
    ).body.data.map((file: { name: string }) => file.name);

  beforeAll(async () => {
    t = await createTestPlatform({
      plugins: [mediaPlugin, accountsPlugin, boardPlugin],
      seed: 'demo',
    });
    const [board] = await t.platform.services
      .db(BOARDS)
      .insert({ name: 'Aushang' })
      .returning('id');
    boardId = Number(board.id);
    admin = await t.signIn('admin', 'Admin1234');
  }, 120_000);
  afterAll(() => t.close());

  it('replaces the one file of a collection of at most one', async () => {
    await upload('cover', '#aa0000').then((response) => expect(response.status).toBe(201));
    await upload('cover', '#00aa00').then((response) => expect(response.status).toBe(201));
    expect(await names('cover')).toEqual(['00aa00']);
  });

  it('refuses a file beyond the maximum', async () => {
    await upload('gallery', '#0000aa').then((response) => expect(response.status).toBe(201));
    await upload('gallery', '#aaaa00').then((response) => expect(response.status).toBe(201));
    const third = await upload('gallery', '#00aaaa');
    expect(third.status).toBe(422);
    expect(third.body.errors.file).toEqual(['Es sind höchstens 2 Dateien erlaubt.']);
    expect(await names('gallery')).toEqual(['0000aa', 'aaaa00']);
  });
});
