import {
  Datagrid,
  DateField,
  DateInput,
  DeleteWithConfirmButton,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { searchFilter } from '../admin/listFilters';
import { RecordHistory } from '../admin/RecordHistory';
import { RowActionButton } from '../admin/RowActionButton';
import { subscriberMessages as m } from './subscriberMessages';

/** The site's languages by their own names, as the subscriber's page had them. */
const LOCALES = [
  { id: 'de-CH', name: 'Deutsch (CH)' },
  { id: 'de-DE', name: 'Deutsch (DE)' },
  { id: 'de-AT', name: 'Deutsch (AT)' },
  { id: 'fr', name: 'Français' },
  { id: 'it', name: 'Italiano' },
  { id: 'en', name: 'English' },
];

/** The country categories of the spec (1 CH, 2 DE, 3 AT) by their codes. */
const COUNTRIES = [
  { id: 1, name: 'CH' },
  { id: 2, name: 'DE' },
  { id: 3, name: 'AT' },
];

function useStatusChoices() {
  const intl = useIntl();
  return [
    { id: 'pending', name: intl.formatMessage(m.statusPending) },
    { id: 'confirmed', name: intl.formatMessage(m.statusConfirmed) },
    { id: 'unsubscribed', name: intl.formatMessage(m.statusUnsubscribed) },
  ];
}

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <SelectInput
      key="status"
      source="status"
      label={intl.formatMessage(m.status)}
      choices={useStatusChoices()}
      alwaysOn
    />,
    <SelectInput
      key="locale"
      source="locale"
      label={intl.formatMessage(m.locale)}
      choices={LOCALES}
    />,
    <SelectInput
      key="country_category"
      source="country_category"
      label={intl.formatMessage(m.country)}
      choices={COUNTRIES}
    />,
    <DateInput
      key="created_from"
      source="created_from"
      label={intl.formatMessage(m.createdFrom)}
    />,
    <DateInput key="created_to" source="created_to" label={intl.formatMessage(m.createdTo)} />,
  ];
}

/** Newsletter subscribers, newest first, searchable by address, filtered; CSV with the filters. */
export function SubscriberList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={useStatusChoices()}
        />
        <SelectField source="locale" label={intl.formatMessage(m.locale)} choices={LOCALES} />
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <DateField source="confirmed_at" label={intl.formatMessage(m.confirmedAt)} emptyText="–" />
      </Datagrid>
    </List>
  );
}

/**
 * One subscriber with its history; an admin unsubscribes the address (it stays known as
 * unsubscribed) or deletes it for good on a request for erasure.
 */
export function SubscriberShow() {
  const intl = useIntl();
  return (
    <Show
      actions={
        <TopToolbar>
          <RowActionButton
            action="unsubscribe"
            label={intl.formatMessage(m.unsubscribe)}
            confirmTitle={intl.formatMessage(m.unsubscribeTitle)}
            confirmText={intl.formatMessage(m.unsubscribeText)}
            done={intl.formatMessage(m.unsubscribed)}
            shown={(record) => record.status !== 'unsubscribed'}
          />
          <DeleteWithConfirmButton mutationMode="pessimistic" redirect="list" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={useStatusChoices()}
        />
        <SelectField source="locale" label={intl.formatMessage(m.locale)} choices={LOCALES} />
        <SelectField
          source="country_category"
          label={intl.formatMessage(m.country)}
          choices={COUNTRIES}
        />
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <DateField
          source="confirmed_at"
          label={intl.formatMessage(m.confirmedAt)}
          showTime
          emptyText="–"
        />
        <DateField
          source="unsubscribed_at"
          label={intl.formatMessage(m.unsubscribedAt)}
          showTime
          emptyText="–"
        />
        <Typography variant="body2">{intl.formatMessage(m.deleteHint)}</Typography>
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}
