import {
  ArrayField,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  EditButton,
  FilterButton,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  TabbedForm,
  TabbedShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { adminMessages } from '../admin/adminMessages';
import { ArchiveButton } from '../admin/ArchiveButton';
import { CsvExportButton } from '../admin/CsvExportButton';
import { RecordHistory } from '../admin/RecordHistory';
import { EntryContract } from './EntryContract';
import { TIER_CHOICES, isoDateTime, useReleaseChoices, useRentChoices } from './entryChoices';
import {
  entryFieldLabels as f,
  entrySectionLabels,
  type EntryFieldName,
  type EntrySectionName,
} from './entryFieldLabels';
import { entryMessages as m } from './entryMessages';
import { CATEGORY_TYPES, REGION_TYPES, useTermChoices } from './useTermChoices';

type Kind = 'location' | 'provider';

/** The edit tabs of each kind: the owners' sections that live in the entry's own row. */
const TEXT_FIELDS: Record<Kind, Partial<Record<EntrySectionName, EntryFieldName[]>>> = {
  location: {
    basic: ['full_name', 'short_name', 'summary', 'description', 'website'],
    address: ['street', 'street_number', 'zip', 'place', 'directions'],
    contact: [
      'company',
      'contact_title',
      'contact_first_name',
      'contact_last_name',
      'contact_function',
      'phone',
      'mobile',
      'fax',
      'enquiry_email',
      'second_email',
      'correspondence_email',
      'contact_website',
    ],
    videos: ['video_description', 'vr_url'],
  },
  provider: {
    basic: ['full_name', 'short_name', 'summary', 'description', 'website'],
    address: ['street', 'street_number', 'zip', 'place'],
    contact: [
      'company',
      'contact_title',
      'contact_first_name',
      'contact_last_name',
      'contact_function',
      'phone',
      'mobile',
      'fax',
      'enquiry_email',
      'second_email',
      'correspondence_email',
      'contact_website',
    ],
    videos: ['video_description', 'vr_url'],
  },
};
const MULTILINE = new Set<EntryFieldName>([
  'summary',
  'description',
  'directions',
  'video_description',
]);

function useFilters() {
  const intl = useIntl();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={intl.formatMessage(adminMessages.search)}
    />,
    <SelectInput
      key="type_id"
      source="type_id"
      label={intl.formatMessage(m.tier)}
      choices={TIER_CHOICES}
    />,
    <BooleanInput key="approved" source="approved" label={intl.formatMessage(m.approved)} />,
    <SelectInput
      key="release"
      source="release"
      label={intl.formatMessage(m.release)}
      choices={useReleaseChoices()}
    />,
    <NumberInput
      key="category_id"
      source="category_id"
      label={intl.formatMessage(f.category_id)}
    />,
    <NumberInput key="region_id" source="region_id" label={intl.formatMessage(f.region_id)} />,
    <TextInput key="place" source="place" label={intl.formatMessage(f.place)} />,
    <SelectInput
      key="archived"
      source="archived"
      label={intl.formatMessage(adminMessages.archived)}
      choices={[
        { id: 'current', name: intl.formatMessage(adminMessages.archivedCurrent) },
        { id: 'archived', name: intl.formatMessage(adminMessages.archivedOnly) },
        { id: 'all', name: intl.formatMessage(adminMessages.archivedAll) },
      ]}
    />,
  ];
}

/** Locations or providers, last changed first, with name search and the spec's filters. */
export function EntryList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'updated_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="full_name" label={intl.formatMessage(f.full_name)} />
        <TextField source="place" label={intl.formatMessage(f.place)} />
        <SelectField source="type_id" label={intl.formatMessage(m.tier)} choices={TIER_CHOICES} />
        <BooleanField source="approved" label={intl.formatMessage(m.approved)} sortable={false} />
        <DateField source="release_at" label={intl.formatMessage(m.releaseAt)} />
        <DateField source="expires_at" label={intl.formatMessage(m.expiresAt)} />
        <DateField source="updated_at" label={intl.formatMessage(adminMessages.updatedAt)} />
      </Datagrid>
    </List>
  );
}

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
          <ArrayField source="notes" label={intl.formatMessage(m.sectionNotes)}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="content" label={intl.formatMessage(m.noteContent)} />
              <DateField source="created_at" label={intl.formatMessage(m.createdAt)} />
            </Datagrid>
          </ArrayField>
          <ArrayField source="prices" label={intl.formatMessage(m.sectionPrices)}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="service" label={intl.formatMessage(m.service)} />
              <NumberField source="price" label={intl.formatMessage(m.price)} />
              <TextField source="unit" label={intl.formatMessage(m.unit)} />
            </Datagrid>
          </ArrayField>
          <ArrayField source="reviews" label={intl.formatMessage(m.sectionReviews)}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="company" label={intl.formatMessage(m.reviewCompany)} />
              <DateField source="reviewed_on" label={intl.formatMessage(m.reviewedOn)} />
              <NumberField source="rating" label={intl.formatMessage(m.rating)} />
              <TextField source="description" label={intl.formatMessage(m.reviewText)} />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

/**
 * Editing an entry: the owners' fields of its row (the API checks them with the owners' rules and
 * answers the spec's texts per field), plus tier, approval and the release window.
 */
function EntryEdit({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const label = (name: EntryFieldName) => intl.formatMessage(f[name]);
  const rent = useRentChoices();
  const categories = useTermChoices(CATEGORY_TYPES[kind]);
  const regions = useTermChoices(REGION_TYPES);
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <TabbedForm>
        <TabbedForm.Tab label={intl.formatMessage(m.sectionBackoffice)}>
          <SelectInput source="type_id" label={intl.formatMessage(m.tier)} choices={TIER_CHOICES} />
          <BooleanInput source="approved" label={intl.formatMessage(m.approved)} />
          <DateTimeInput
            source="release_at"
            label={intl.formatMessage(m.releaseAt)}
            parse={isoDateTime}
          />
          <DateTimeInput
            source="expires_at"
            label={intl.formatMessage(m.expiresAt)}
            parse={isoDateTime}
          />
          <BooleanInput source="is_sample" label={intl.formatMessage(m.isSample)} />
          <SelectInput source="category_id" label={label('category_id')} choices={categories} />
          <AutocompleteInput source="region_id" label={label('region_id')} choices={regions} />
          <TextInput source="seo_title" label={intl.formatMessage(m.seoTitle)} fullWidth />
          <TextInput source="label_text" label={intl.formatMessage(m.labelText)} />
        </TabbedForm.Tab>
        {Object.entries(TEXT_FIELDS[kind]).map(([tab, names]) => (
          <TabbedForm.Tab
            key={tab}
            label={intl.formatMessage(entrySectionLabels[tab as EntrySectionName])}
            path={tab}
          >
            {names!.map((name) => (
              <TextInput
                key={name}
                source={name}
                label={label(name)}
                multiline={MULTILINE.has(name)}
                fullWidth
              />
            ))}
            {tab === 'basic' &&
              kind === 'location' && [
                <NumberInput key="rooms_count" source="rooms_count" label={label('rooms_count')} />,
                <SelectInput
                  key="rent_option"
                  source="rent_option"
                  label={label('rent_option')}
                  choices={rent}
                />,
              ]}
            {tab === 'basic' &&
              kind === 'provider' && [
                <NumberInput key="min_people" source="min_people" label={label('min_people')} />,
                <NumberInput key="max_people" source="max_people" label={label('max_people')} />,
              ]}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    </Edit>
  );
}

export const LocationShow = () => <EntryShow kind="location" />;
export const LocationEdit = () => <EntryEdit kind="location" />;
export const ProviderShow = () => <EntryShow kind="provider" />;
export const ProviderEdit = () => <EntryEdit kind="provider" />;
