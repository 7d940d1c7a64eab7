import { catalogOwnerClient, ENTRY_SECTIONS } from '@eventalp/plugin-catalog/domain';
import { definePage, pageNotFound } from '@eventalp/shell-kit';
import { sectionLabels } from '../shared/fieldLabels';
import { LOAD_FAILED, orLoadFailure } from '../shared/loadFailure';
import { ownEntry } from '../shared/ownEntry';
import { loadTaxonomies } from '../shared/taxonomies';
import type { EntryType } from '../shared/userAreaPaths';
import { SectionPage } from './SectionPage';

/**
 * `/site/user/{location|provider}/{section}/{id}` (basic data also with `/success` after the
 * entry was created): one edit section of an own entry. When the API fails to answer, the page
 * says so in the spec's words ('error loading data') instead of showing an empty form.
 */
export const sectionPage = definePage({
  id: 'section',
  path: /^\/site\/user\/(?<type>location|provider)\/(?<section>basic|address|contact|photos|videos|documents|building|location|event|properties|faq|offers)\/(?<id>\d+)(?:\/(?<success>success))?\/?$/,
  async load({ http, params }) {
    const type = params.type as EntryType;
    const fields = ENTRY_SECTIONS[type][params.section!];
    if (!fields) pageNotFound();
    const [entry, taxonomies, state] = await Promise.all([
      orLoadFailure(ownEntry(http, type, params.id!)),
      orLoadFailure(loadTaxonomies(http)),
      orLoadFailure(catalogOwnerClient(http).section(type, Number(params.id), params.section!)),
    ]);
    const failed = entry === LOAD_FAILED || taxonomies === LOAD_FAILED || state === LOAD_FAILED;
    return {
      entry: entry === LOAD_FAILED ? null : entry,
      taxonomies: taxonomies === LOAD_FAILED ? {} : taxonomies,
      state: failed ? null : state,
      section: params.section!,
      fields,
      success: params.success === 'success',
    };
  },
  head: (data, intl) => ({
    title: [
      intl.formatMessage(sectionLabels[data.section as keyof typeof sectionLabels]),
      data.entry?.name,
    ]
      .filter(Boolean)
      .join(' – '),
    robots: 'noindex,nofollow',
  }),
  Component: SectionPage,
});
