import {
  BooleanField,
  DateField,
  EditButton,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ArchiveButton } from '../admin/ArchiveButton';
import { RecordHistory } from '../admin/RecordHistory';
import { EntryAwardData } from './EntryAwardData';
import { EntryContract } from './EntryContract';
import { EntryDetailLists } from './EntryDetailResources';
import { TIER_CHOICES } from './entryChoices';
import {
  entryFieldLabels as f,
  entrySectionLabels,
  type EntryFieldName,
  type EntrySectionName,
} from './entryFieldLabels';
import { entryMessages as m } from './entryMessages';
import { CATEGORY_TYPES, REGION_TYPES, useTermChoices } from './useTermChoices';
import { TEXT_FIELDS, type Kind } from './entryTabs';

/** One entry: approval, tier and release; its sections; contract, notes, prices, reviews. */
function EntryShow({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const label = (name: EntryFieldName) => intl.formatMessage(f[name]);
  const fields = TEXT_FIELDS[kind];
  const categories = useTermChoices(CATEGORY_TYPES[kind]);
  const regions = useTermChoices(REGION_TYPES);
  return (
    <Show
      actions={
        <TopToolbar>
          <ArchiveButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={intl.formatMessage(m.sectionBackoffice)}>
          <TextField source="full_name" label={label('full_name')} />
          <SelectField source="type_id" label={intl.formatMessage(m.tier)} choices={TIER_CHOICES} />
          <BooleanField source="approved" label={intl.formatMessage(m.approved)} />
          <DateField source="release_at" label={intl.formatMessage(m.releaseAt)} showTime />
          <DateField source="expires_at" label={intl.formatMessage(m.expiresAt)} showTime />
          <BooleanField source="is_sample" label={intl.formatMessage(m.isSample)} />
          <SelectField source="category_id" label={label('category_id')} choices={categories} />
          <SelectField source="region_id" label={label('region_id')} choices={regions} />
          <DateField source="archived_at" label={intl.formatMessage(m.archivedAt)} showTime />
          <RecordHistory />
        </TabbedShowLayout.Tab>
        {Object.entries(fields).map(([tab, names]) => (
          <TabbedShowLayout.Tab
            key={tab}
            label={intl.formatMessage(entrySectionLabels[tab as EntrySectionName])}
            path={tab}
          >
            {names!.map((name) => (
              <TextField key={name} source={name} label={label(name)} />
            ))}
            {tab === 'basic' && kind === 'location' && (
              <NumberField source="rooms_count" label={label('rooms_count')} />
            )}
            {tab === 'basic' && kind === 'provider' && (
              <NumberField source="min_people" label={label('min_people')} />
            )}
            {tab === 'basic' && kind === 'provider' && (
              <NumberField source="max_people" label={label('max_people')} />
            )}
          </TabbedShowLayout.Tab>
        ))}
        <TabbedShowLayout.Tab label={intl.formatMessage(m.sectionContract)} path="contract">
          <EntryContract />
          <EntryDetailLists kind={kind} />
        </TabbedShowLayout.Tab>
        {kind === 'location' && (
          <TabbedShowLayout.Tab label={intl.formatMessage(m.sectionAward)} path="award">
            <EntryAwardData />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}

/**
 * Editing an entry: the owners' fields of its row (the API checks them with the owners' rules and
 * answers the spec's texts per field), plus tier, approval and the release window.
 */

export const LocationShow = () => <EntryShow kind="location" />;
export const ProviderShow = () => <EntryShow kind="provider" />;
