import {
  Datagrid,
  DateInput,
  List,
  NumberInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  useRecordContext,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
import { ListActions } from '../admin/ListActions';
import { TitledList } from '../admin/TitledList';
import { searchFilter } from '../admin/listFilters';
import { bookingMessages as m } from './bookingMessages';
import { AmountField, VenueField } from './packageFields';

/*
 * Package bookings of every venue (sales and admin), read only: the lifecycle belongs to the
 * venue and the person who asked (user area); the back office finds a booking by venue, package,
 * state, first day or by reference, name, company and e-mail, and reads its history.
 */

const STATES = [
  'requested',
  'offer_sent',
  'accepted',
  'rejected',
  'agreement_uploaded',
  'billing_uploaded',
  'cancelled',
] as const;
type State = (typeof STATES)[number];
type Role = 'owner' | 'requester' | 'backoffice';

function useStates() {
  const intl = useIntl();
  return STATES.map((id) => ({ id, name: intl.formatMessage(m[id]) }));
}

function useBookingFields() {
  const states = useStates();
  return useFieldSet({
    reference: { label: m.reference, unsortable: true },
    date: { label: m.date, kind: 'date' },
    days: { label: m.days, kind: 'number', unsortable: true },
    persons: { label: m.persons, kind: 'number', unsortable: true },
    state: { label: m.state, kind: 'select', choices: states },
    first_name: { label: m.firstName, unsortable: true },
    last_name: { label: m.lastName, unsortable: true },
    company: { label: m.company, unsortable: true, dash: true },
    email: { label: m.email, unsortable: true },
    phone: { label: m.phone, unsortable: true },
    message: { label: m.message, kind: 'longText', unsortable: true, dash: true },
    package_id: { label: m.packageId, kind: 'number', unsortable: true },
    offer_text: { label: m.offerText, kind: 'longText', unsortable: true, dash: true },
    offer_sent_at: { label: m.offerSentAt, kind: 'dateTime', unsortable: true, dash: true },
    created_at: { label: m.createdAt, kind: 'dateTime' },
    updated_at: { label: m.updatedAt, kind: 'dateTime', unsortable: true },
  });
}

/** Every venue's package bookings, latest request first. */
export function PackageBookingList() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = useBookingFields();
  return (
    <List
      filters={[
        searchFilter(intl),
        <NumberInput key="location_id" source="location_id" label={t(m.location)} min={1} />,
        <NumberInput key="package_id" source="package_id" label={t(m.packageId)} min={1} />,
        <SelectInput key="state" source="state" label={t(m.state)} choices={useStates()} />,
        <DateInput key="date_from" source="date_from" label={t(m.dateFrom)} />,
        <DateInput key="date_to" source="date_to" label={t(m.dateTo)} />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields('created_at', 'reference')}
        <VenueField label={t(m.locationName)} />
        {fields('date', 'persons', 'state', 'last_name', 'company')}
        <AmountField source="total_rappen" label={t(m.total)} />
      </Datagrid>
    </List>
  );
}

/** A file of the booking as the back office sees it: name and size (the file stays private). */
function FileLine({ source, label }: { source: 'agreement_file' | 'billing_file'; label: string }) {
  const record = useRecordContext();
  const file = record?.[source] as { name: string; size: number } | null | undefined;
  return (
    <Typography variant="body2">
      {label}: {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : '–'}
    </Typography>
  );
}

/** The transitions of the booking, oldest first: who moved it from which state to which. */
function History() {
  const intl = useIntl();
  const record = useRecordContext();
  const history = (record?.history ?? []) as {
    from_state: State | null;
    to_state: State;
    role: Role;
    note: string | null;
    at: string;
  }[];
  return (
    <TitledList
      title={intl.formatMessage(m.history)}
      items={history.map((event, index) => ({
        key: index,
        primary: intl.formatMessage(
          {
            id: 'backoffice.bookings.history.entry',
            defaultMessage: '{at}: {from} → {to} ({role})',
          },
          {
            at: intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' }),
            from: event.from_state ? intl.formatMessage(m[event.from_state]) : '–',
            to: intl.formatMessage(m[event.to_state]),
            role: intl.formatMessage(m[event.role]),
          },
        ),
        secondary: event.note,
      }))}
    />
  );
}

/** One booking: the request, the offer, the files' names and the history. */
export function PackageBookingShow() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = useBookingFields();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        {fields('reference', 'state')}
        <VenueField label={t(m.locationName)} />
        {fields('package_id', 'date', 'days', 'persons')}
        <AmountField source="total_rappen" label={t(m.total)} />
        {fields('first_name', 'last_name', 'company', 'email', 'phone', 'message')}
        <AmountField source="offer_amount_rappen" label={t(m.offerAmount)} />
        {fields('offer_text', 'offer_sent_at')}
        <FileLine source="agreement_file" label={t(m.agreement)} />
        <FileLine source="billing_file" label={t(m.billing)} />
        {fields('created_at', 'updated_at')}
        <History />
      </SimpleShowLayout>
    </Show>
  );
}
