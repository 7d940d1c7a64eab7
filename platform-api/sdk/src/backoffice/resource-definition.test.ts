import { z } from 'zod';
import { fieldErrorsOf } from '../validation';
import {
  defineResource,
  permissionFor,
  resourceEndpoints,
  authorFields,
} from './resource-definition';
import { booleanFilter, containsFilter, likePattern } from './resource-filters';
import { changedFields, listQuerySchema, pageWindow } from './resource-query';
import { csvCell, toCsv } from './csv-export';

const row = z.object({ id: z.number(), title: z.string(), active: z.boolean(), ...authorFields });
const shape = {
  sortable: ['title', 'id'] as const,
  defaultSort: { field: 'title', order: 'asc' as const },
  perPage: { default: 25, max: 100 },
  search: ['title'],
  archive: false,
  filters: { active: booleanFilter('active'), title_contains: containsFilter('title') },
};

describe('listQuerySchema', () => {
  const schema = listQuerySchema(shape);
  it.each([
    ['nothing: the defaults', {}, { page: 1, per_page: 25, sort: 'title', order: 'asc' }],
    ['a page and size', { page: '3', per_page: '100' }, { page: 3, per_page: 100 }],
    ['a sortable field, descending', { sort: 'id', order: 'desc' }, { sort: 'id', order: 'desc' }],
    ['a search text, trimmed', { q: ' Zürich ' }, { q: 'Zürich' }],
    ['a boolean filter', { active: 'false' }, { active: false }],
    ['a text filter', { title_contains: 'See' }, { title_contains: 'See' }],
  ])('reads %s', (_case, query, expected) => {
    expect(schema.parse(query)).toMatchObject(expected);
  });

  it.each([
    ['page 0', { page: '0' }, 'page'],
    ['a page that is no number', { page: 'zwei' }, 'page'],
    ['more rows than the maximum', { per_page: '101' }, 'per_page'],
    ['an unknown sort field', { sort: 'password_hash' }, 'sort'],
    ['an unknown order', { order: 'up' }, 'order'],
    ['an unknown filter', { owner: '3' }, 'owner'],
    ['a bad boolean', { active: 'ja' }, 'active'],
    ['an overlong search', { q: 'x'.repeat(201) }, 'q'],
  ])('refuses %s with the spec text on that parameter', (_case, query, field) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error!);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]![0]).toMatch(
      /^(Ungültiges Format|Dieses Feld darf maximal 200 Zeichen lang sein\.)$/,
    );
  });

  it('takes no paging in an export and no archive view where nothing is archived', () => {
    const exported = listQuerySchema(shape, { paging: false });
    expect(exported.safeParse({ page: '2' }).success).toBe(false);
    expect(exported.parse({ active: 'true' })).toEqual({
      sort: 'title',
      order: 'asc',
      active: true,
    });
    expect(schema.safeParse({ archived: 'all' }).success).toBe(false);
    expect(listQuerySchema({ ...shape, archive: true }).parse({})).toMatchObject({
      archived: 'current',
    });
  });

  it('has no search parameter without search fields', () => {
    expect(listQuerySchema({ ...shape, search: [] }).safeParse({ q: 'a' }).success).toBe(false);
  });
});

describe('pageWindow', () => {
  it.each([
    [0, 1, 25, { offset: 0, pageCount: 0, exists: true }],
    [0, 2, 25, { offset: 25, pageCount: 0, exists: false }],
    [25, 1, 25, { offset: 0, pageCount: 1, exists: true }],
    [26, 2, 25, { offset: 25, pageCount: 2, exists: true }],
    [26, 3, 25, { offset: 50, pageCount: 2, exists: false }],
  ])('%i rows, page %i of %i per page', (total, page, perPage, expected) => {
    expect(pageWindow(total, page, perPage)).toEqual(expected);
  });
});

describe('changedFields', () => {
  it.each([
    ['a create: every field', null, { id: 1, a: 'x' }, ['id', 'a']],
    ['a delete: every field', { id: 1, a: 'x' }, null, ['id', 'a']],
    ['one field', { id: 1, a: 'x', b: 2 }, { id: 1, a: 'y', b: 2 }, ['a']],
    ['nothing', { id: 1, a: 'x' }, { id: 1, a: 'x' }, []],
    ['nested values by content', { t: ['a'] }, { t: ['a'] }, []],
    [
      'bookkeeping left out',
      { a: 1, updated_at: 'x', updated_by: 1 },
      { a: 1, updated_at: 'y', updated_by: 2 },
      [],
    ],
    ['null and a missing field alike', { a: null }, {}, []],
  ])('%s', (_case, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

describe('permissions and endpoints', () => {
  const permissions = { read: 'r', write: 'w', delete: 'd' };
  it.each([
    ['list', 'r'],
    ['export', 'r'],
    ['show', 'r'],
    ['history', 'r'],
    ['create', 'w'],
    ['update', 'w'],
    ['archive', 'w'],
    ['delete', 'd'],
  ] as const)('%s needs %s', (action, permission) => {
    expect(permissionFor(permissions, action)).toBe(permission);
  });

  it('needs the read permission for everything when no write permission is named', () => {
    expect(permissionFor({ read: 'r' }, 'update')).toBe('r');
  });

  it('offers the routes of what is declared, fixed paths before /:id', () => {
    const base = {
      name: 'things',
      answerName: 'X',
      noun: 'thing',
      table: 't',
      row,
      sortable: ['id'] as const,
      permissions,
    };
    expect(resourceEndpoints(base).map((e) => `${e.method} ${e.path}`)).toEqual([
      'get /backoffice/things',
      'get /backoffice/things/export',
      'get /backoffice/things/:id',
      'get /backoffice/things/:id/history',
    ]);
    const full = {
      ...base,
      create: z.object({}),
      delete: true,
      archive: true,
      bulk: ['delete'] as const,
    };
    expect(resourceEndpoints(full).map((e) => `${e.action} ${e.method} ${e.path}`)).toEqual([
      'list get /backoffice/things',
      'export get /backoffice/things/export',
      'bulk post /backoffice/things/bulk',
      'create post /backoffice/things',
      'show get /backoffice/things/:id',
      'history get /backoffice/things/:id/history',
      'update put /backoffice/things/:id',
      'delete delete /backoffice/things/:id',
      'archive post /backoffice/things/:id/archive',
      'restore post /backoffice/things/:id/restore',
    ]);
  });

  it('offers each row action after the generic routes, with the write permission or its own', () => {
    const run = async () => null;
    const endpoints = resourceEndpoints({
      name: 'things',
      answerName: 'X',
      noun: 'thing',
      table: 't',
      row,
      sortable: ['id'] as const,
      permissions,
      actions: { 'sign-out': { summary: 's', run }, check: { summary: 'c', permission: 'c', run } },
    });
    expect(endpoints.slice(-2)).toEqual([
      {
        action: 'sign-out',
        method: 'post',
        path: '/backoffice/things/:id/sign-out',
        permission: 'w',
      },
      { action: 'check', method: 'post', path: '/backoffice/things/:id/check', permission: 'c' },
    ]);
  });
  it('offers the media routes of declared collections: listing by read, changes by update', () => {
    const endpoints = resourceEndpoints({
      name: 'things',
      answerName: 'X',
      noun: 'thing',
      table: 't',
      row,
      sortable: ['id'] as const,
      permissions,
      media: { owner: 'thing', collections: { photos: { kind: 'image' } } },
      actions: { check: { summary: 'c', run: async () => null } },
    });
    expect(
      endpoints.map((e) => `${e.action} ${e.method} ${e.path} ${e.permission}`).slice(-5),
    ).toEqual([
      'media get /backoffice/things/:id/media/:collection r',
      'media-upload post /backoffice/things/:id/media/:collection w',
      'media-order put /backoffice/things/:id/media/:collection w',
      'media-delete delete /backoffice/things/:id/media/:collection/:item w',
      'check post /backoffice/things/:id/check w',
    ]);
    expect(
      resourceEndpoints({
        name: 'things',
        answerName: 'X',
        noun: 'thing',
        table: 't',
        row,
        sortable: ['id'] as const,
        permissions: { read: 'r', write: 'w', update: 'u' },
        media: { owner: 'thing', collections: { photos: { kind: 'image' } } },
      })
        .filter((e) => e.action.startsWith('media-'))
        .map((e) => e.permission),
    ).toEqual(['u', 'u', 'u']);
  });
});

describe('defineResource', () => {
  const valid = {
    name: 'sdk-test-things',
    answerName: 'SdkTestThing',
    noun: 'thing',
    table: 't',
    row,
    create: z.object({ title: z.string() }),
    sortable: ['title'] as const,
    permissions: { read: 'r' },
  };

  it('names the row and list answers and builds the query schemas', () => {
    const resource = defineResource(valid);
    expect(z.globalRegistry.get(resource.answers.row)?.id).toBe('SdkTestThing');
    expect(z.globalRegistry.get(resource.answers.list)?.id).toBe('SdkTestThingList');
    expect(resource.listQuery.parse({})).toMatchObject({ sort: 'title', per_page: 25 });
  });

  it('answers the show route with the row and its details under their own name', () => {
    const plain = defineResource({ ...valid, name: 'sdk-plain', answerName: 'SdkPlain' });
    expect(plain.answers.show).toBe(plain.answers.row);
    const detailed = defineResource({
      ...valid,
      name: 'sdk-detailed',
      answerName: 'SdkDetailed',
      details: { answer: z.object({ notes: z.array(z.string()) }), load: async () => ({}) },
    });
    expect(z.globalRegistry.get(detailed.answers.show)?.id).toBe('SdkDetailedDetail');
    expect(Object.keys(detailed.answers.show.shape)).toEqual([...Object.keys(row.shape), 'notes']);
  });

  it('answers a write and the show route with the ids of its links', () => {
    const linked = defineResource({
      ...valid,
      name: 'sdk-linked',
      answerName: 'SdkLinked',
      links: { tag_ids: { table: 'thing_tags', from: 'thing_id', to: 'tag_id', target: 'tags' } },
    });
    expect(z.globalRegistry.get(linked.answers.saved)?.id).toBe('SdkLinkedSaved');
    expect(Object.keys(linked.answers.show.shape)).toEqual([...Object.keys(row.shape), 'tag_ids']);
    expect(Object.keys(linked.answers.row.shape)).not.toContain('tag_ids');
    expect(() =>
      defineResource({
        ...valid,
        name: 'sdk-link-clash',
        answerName: 'SdkLinkClash',
        links: { title: { table: 't', from: 'a', to: 'b', target: 'c' } },
      }),
    ).toThrow(/link title is a row field/);
  });

  it.each([
    ['a name that is no URL segment', { name: 'Things' }, /kebab-case/],
    ['a sort field that is no row field', { sortable: ['nope'] }, /not row fields: nope/],
    ['a search field that is no row field', { search: ['body'] }, /not row fields: body/],
    [
      'a writable resource without creator and changer',
      { row: z.object({ id: z.number(), title: z.string() }) },
      /created_by and updated_by/,
    ],
    ['archiving without archived_at', { archive: true }, /archived_at/],
    ['a bulk delete without delete', { bulk: ['delete'] }, /bulk delete/],
    ['a filter named like a list parameter', { filters: { page: booleanFilter('a') } }, /clashes/],
    [
      'a row action named like a generic action',
      { actions: { history: { summary: 'h', run: async () => null } } },
      /row action history/,
    ],
    [
      'a row action that is no URL segment',
      { actions: { signOut: { summary: 's', run: async () => null } } },
      /row action signOut/,
    ],
    ['personal data that is no row field', { personalData: ['email'] }, /not row fields: email/],
    [
      'a row action named media where media routes live',
      { actions: { media: { summary: 'm', run: async () => null } } },
      /row action media/,
    ],
    [
      'a media owner that is no type name',
      { media: { owner: 'Magazine Article', collections: { photos: { kind: 'image' } } } },
      /media owner/,
    ],
    ['media without collections', { media: { owner: 'thing', collections: {} } }, /at least one/],
    [
      'a media collection that is no name',
      { media: { owner: 'thing', collections: { 'Fotos!': { kind: 'image' } } } },
      /media collection Fotos!/,
    ],
    [
      'a media maximum below 1',
      { media: { owner: 'thing', collections: { photos: { kind: 'image', max: 0 } } } },
      /maximum of at least 1/,
    ],
  ])('refuses %s', (_case, change, message) => {
    expect(() => defineResource({ ...valid, ...change } as never)).toThrow(message);
  });
});

describe('likePattern', () => {
  it.each([
    ['See', '%See%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\', '%c:\\\\%'],
  ])('%s', (value, pattern) => expect(likePattern(value)).toBe(pattern));
});

describe('CSV export', () => {
  it.each([
    [null, ''],
    ['plain', 'plain'],
    [301, '301'],
    [true, 'true'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-1+1', "'-1+1"],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('writes %j as %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes a header and one CRLF line per row after a byte order mark', () => {
    expect(
      toCsv(
        ['id', 'from'],
        [
          { id: 1, from: '/a' },
          { id: 2, from: null },
        ],
      ),
    ).toBe('\uFEFFid;from\r\n1;/a\r\n2;\r\n');
  });
});
