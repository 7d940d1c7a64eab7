import {
  Datagrid,
  DateField,
  DateInput,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { donationMessages as m } from './donationMessages';
import { searchFilter } from '../admin/listFilters';

/** The award languages by their own names, as the donor chose the page. */
const LANGUAGES = [
  { id: 'de', name: 'Deutsch' },
  { id: 'fr', name: 'Français' },
  { id: 'it', name: 'Italiano' },
  { id: 'en', name: 'English' },
];

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <SelectInput
      key="language"
      source="language"
      label={intl.formatMessage(m.language)}
      choices={LANGUAGES}
    />,
    <DateInput
      key="created_from"
      source="created_from"
      label={`${intl.formatMessage(m.createdAt)} ≥`}
    />,
    <DateInput
      key="created_to"
      source="created_to"
      label={`${intl.formatMessage(m.createdAt)} ≤`}
    />,
  ];
}

/** Donations to the award, newest first, searchable by donor, e-mail, city and reference; read only. */
export function DonationList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="company" label={intl.formatMessage(m.company)} />
        <TextField source="contact" label={intl.formatMessage(m.contact)} />
        <TextField source="city" label={intl.formatMessage(m.city)} sortable={false} />
        <TextField source="amount" label={intl.formatMessage(m.amount)} />
      </Datagrid>
    </List>
  );
}

/** One donation as the donor entered it, with its QR reference. */
export function DonationShow() {
  const intl = useIntl();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="amount" label={intl.formatMessage(m.amount)} />
        <TextField source="company" label={intl.formatMessage(m.company)} />
        <TextField source="contact" label={intl.formatMessage(m.contact)} />
        <TextField source="street" label={intl.formatMessage(m.street)} />
        <TextField source="zip" label={intl.formatMessage(m.zip)} />
        <TextField source="city" label={intl.formatMessage(m.city)} />
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <TextField source="message" label={intl.formatMessage(m.message)} />
        <TextField source="language" label={intl.formatMessage(m.language)} />
        <TextField source="reference" label={intl.formatMessage(m.reference)} />
      </SimpleShowLayout>
    </Show>
  );
}
