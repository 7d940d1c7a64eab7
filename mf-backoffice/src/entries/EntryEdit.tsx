import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  Edit,
  NumberInput,
  SelectInput,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { isoDateTime } from '../admin/listFilters';
import { TIER_CHOICES, useRentChoices } from './entryChoices';
import {
  entryFieldLabels as f,
  entrySectionLabels,
  type EntryFieldName,
  type EntrySectionName,
} from './entryFieldLabels';
import { entryMessages as m } from './entryMessages';
import { CATEGORY_TYPES, REGION_TYPES, useTermChoices } from './useTermChoices';
import { MULTILINE, TEXT_FIELDS, type Kind } from './entryTabs';

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

export const LocationEdit = () => <EntryEdit kind="location" />;
export const ProviderEdit = () => <EntryEdit kind="provider" />;
