import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { BulkArchiveButtons } from '../admin/BulkArchiveButtons';
import { adminMessages } from '../admin/adminMessages';
import { TIER_CHOICES, useReleaseChoices } from './entryChoices';
import { entryFieldLabels as f } from './entryFieldLabels';
import { entryMessages as m } from './entryMessages';
import { archivedFilter, searchFilter } from '../admin/listFilters';

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
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
    archivedFilter(intl),
  ];
}

/** Locations or providers, last changed first, with name search and the spec's filters. */
export function EntryList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'updated_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkArchiveButtons />}>
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
