import type { Knex } from 'knex';
import type { Suggestion } from './pick-suggestions';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

/**
 * Folds text for matching: lower case, accents off, German umlaut spellings (ue, oe, ae) onto the
 * plain vowel so "Zürich", "Zuerich" and "zurich" meet; dashes count as spaces.
 */
const fold = (sql: string) =>
  `replace(replace(replace(replace(lower(unaccent(${sql})), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'), '-', ' ')`;

/** Folds the visitor's text the same way as `fold` does in SQL. */
export function foldQuery(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/-/g, ' ')
    .trim();
}

interface TermMatch {
  id: number;
  name: string;
  type: number;
  subtype: number | null;
  weak_search: number;
  order: number | null;
  region_id: number | null;
  region_name: string | null;
  region_type: number | null;
  region_abbreviation: string | null;
  /** How many places share this name. */
  namesakes: number;
  /** 0: the name starts with the text, 1: a word does, 2: only similar (typo). */
  rank: number;
}

/** Typo tolerance needs a few letters to mean anything. */
const FUZZY_FROM = 4;

/**
 * Terms whose name (German, French, Italian or English) starts with the text, has a word starting
 * with it, or (from four letters on) closely resembles a word of it; best matches first.
 * `condition` is trusted SQL on `t` (no visitor input).
 */
async function matchTerms(db: Knex, text: string, condition: string): Promise<TermMatch[]> {
  const q = foldQuery(text);
  const result = await db.raw(
    `select t.id, t.name, t.type, t.subtype, t.weak_search, t."order", t.region_id,
            r.name as region_name, r.type as region_type, r.name_alt as region_abbreviation,
            (select count(*)::int from ${TAXONOMY_TERMS} s where s.type = t.type and s.name = t.name) as namesakes,
            m.rank
       from ${TAXONOMY_TERMS} t
       left join ${TAXONOMY_TERMS} r on r.id = t.region_id
       cross join lateral (
         select min(case when f like :like || '%' then 0
                         when f like '% ' || :like || '%' then 1
                         else 2 end) as rank,
                max(word_similarity(:q, f)) as similarity
           from unnest(array[t.name, t.name_fr, t.name_it, t.name_en]) as n(name),
                lateral (select ${fold('n.name')} as f) folded
          where n.name is not null
       ) m
      where (${condition})
        and (m.rank < 2 or (:fuzzy and m.similarity >= 0.5))
      order by m.rank, m.similarity desc, t.weak_search, t."order" nulls last, t.name
      limit 40`,
    { q, like: q.replace(/[\\%_]/g, (c) => `\\${c}`), fuzzy: q.length >= FUZZY_FROM },
  );
  return result.rows;
}

const COUNTRY_OF_REGION_TYPE: Record<number, number> = { 26: 1, 27: 2, 28: 3 };

/** Places (type 29): the visitor's country first, bigger places before small ones on a tie. */
export async function placeSuggestions(
  db: Knex,
  text: string,
  country: number,
): Promise<Suggestion[]> {
  const matches = await matchTerms(db, text, 't.type = 29');
  return stableSort(matches, (m) => [Number(m.subtype !== country), m.rank]).map((m) => ({
    kind: 'place',
    id: String(m.id),
    // Names repeat (Wil SG and ZH, Baden AG and Lower Austria): the canton or state tells them apart.
    text: m.namesakes > 1 && m.region_name ? `${m.name} (${regionLabel(m)})` : m.name,
    param: 'place',
    href: null,
  }));
}

function regionLabel(match: TermMatch): string {
  return match.region_type === 26 && match.region_abbreviation
    ? match.region_abbreviation
    : match.region_name!;
}

/** Cantons (and Liechtenstein) and German and Austrian states, the visitor's country first. */
export async function regionSuggestions(
  db: Knex,
  text: string,
  country: number,
): Promise<Suggestion[]> {
  // Multi-canton event regions (type 26, subtype 2) are no entry's region: they would find nothing.
  const matches = await matchTerms(
    db,
    text,
    '(t.type = 26 and t.subtype = 1) or t.type in (27, 28)',
  );
  return stableSort(matches, (m) => [
    Number(COUNTRY_OF_REGION_TYPE[m.type] !== country),
    m.rank,
  ]).map((m) => ({
    kind: 'region',
    id: String(m.id),
    text: m.type === 26 && m.id !== 1001 ? `Kanton ${m.name}` : m.name,
    param: 'region',
    href: null,
  }));
}

/** Location categories (type 9), or provider main categories (21) and their offers (25). */
export async function categorySuggestions(
  db: Knex,
  text: string,
  scope: 'locations' | 'providers',
): Promise<Suggestion[]> {
  const matches = await matchTerms(
    db,
    text,
    scope === 'locations'
      ? 't.type = 9 and t.published = 1'
      : 't.type in (21, 25) and t.published = 1',
  );
  return stableSort(matches, (m) => [m.rank, Number(m.type === 25)]).map((m) => ({
    kind: 'category',
    id: String(m.id),
    text: m.name,
    param: m.type === 25 ? 'offers' : 'category',
    href: null,
  }));
}

/** Sorts by the keys (ascending, left to right), keeping the database's order on a tie. */
function stableSort<T>(items: T[], keys: (item: T) => number[]): T[] {
  return items
    .map((item, index) => ({ item, index, keys: keys(item) }))
    .sort((a, b) => {
      for (let i = 0; i < a.keys.length; i += 1)
        if (a.keys[i] !== b.keys[i]) return a.keys[i]! - b.keys[i]!;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}
