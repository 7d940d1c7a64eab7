import {
  Datagrid,
  DateInput,
  EditButton,
  FormDataConsumer,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
import { formScreens } from '../admin/formScreens';
import { ListActions } from '../admin/ListActions';
import { searchFilter } from '../admin/listFilters';
import { RecordHistory } from '../admin/RecordHistory';
import { calendarMessages as m } from './calendarMessages';

/*
 * Venue calendars (sales and admin): the calendar entries and price planning periods of every
 * venue, listed by venue, room, kind and the days they touch, made, corrected and deleted with
 * the owners' rules: the API refuses an overlap with the spec's text under "Von" and answers its
 * other German texts per field; each change is in the record's history.
 */

function useChoices() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    kind: [
      { id: 'event', name: t(m.event) },
      { id: 'internal_use', name: t(m.internalUse) },
      { id: 'construction', name: t(m.construction) },
    ],
    frequency: [
      { id: 'daily', name: t(m.daily) },
      { id: 'weekly', name: t(m.weekly) },
      { id: 'monthly', name: t(m.monthly) },
      { id: 'yearly', name: t(m.yearly) },
    ],
    adjustment: [
      { id: 'surcharge', name: t(m.surcharge) },
      { id: 'discount', name: t(m.discount) },
    ],
    source: [
      { id: 'owner', name: t(m.sourceOwner) },
      { id: 'import', name: t(m.sourceImport) },
      { id: 'backoffice', name: t(m.sourceBackoffice) },
    ],
  };
}

/** A select left empty (react-admin's '') is null for the API: the whole venue, no repetition. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** A select of one venue's rooms or package halls by name (empty: none, stored as null). */
function VenuePlaceInput({
  source,
  reference,
  locationId,
  label,
  emptyText,
  helperText,
}: {
  source: 'room_id' | 'hall_id';
  reference: 'rooms' | 'package-halls';
  locationId: number;
  label: string;
  emptyText: string;
  helperText?: string;
}) {
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      filter={{ location_id: locationId }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput
        label={label}
        optionText="name"
        emptyText={emptyText}
        parse={emptyAsNull}
        {...(helperText ? { helperText } : {})}
      />
    </ReferenceInput>
  );
}

/** The venue (by its name, linked) of an entry or period. */
function VenueField({ label }: { label: string }) {
  return (
    <ReferenceField source="location_id" reference="locations" label={label} link="show">
      <TextField source="full_name" />
    </ReferenceField>
  );
}

/** Where an entry is: a room or a hall of the venue (linked by name), else the whole venue. */
function ScopeField({ label }: { label: string }) {
  const intl = useIntl();
  const record = useRecordContext();
  const hall = record?.room_id == null && record?.hall_id != null;
  return (
    <ReferenceField
      source={hall ? 'hall_id' : 'room_id'}
      reference={hall ? 'package-halls' : 'rooms'}
      label={label}
      link={hall ? false : 'show'}
      emptyText={intl.formatMessage(m.wholeVenue)}
    >
      <TextField source="name" />
    </ReferenceField>
  );
}

function useCalendarFields() {
  const choices = useChoices();
  return useFieldSet({
    start_date: { label: m.startDate, kind: 'date' },
    end_date: { label: m.endDate, kind: 'date', unsortable: true },
    start_hour: { label: m.startHour, kind: 'number', unsortable: true, dash: true },
    end_hour: { label: m.endHour, kind: 'number', unsortable: true, dash: true },
    kind: { label: m.kind, kind: 'select', choices: choices.kind },
    repeat_frequency: {
      label: m.repeatFrequency,
      kind: 'select',
      choices: choices.frequency,
      unsortable: true,
      dash: true,
    },
    repeat_interval: { label: m.repeatInterval, kind: 'number', unsortable: true, dash: true },
    repeat_until: { label: m.repeatUntil, kind: 'date', unsortable: true, dash: true },
    note: { label: m.note, kind: 'longText', unsortable: true, dash: true },
    source: { label: m.source, kind: 'select', choices: choices.source, unsortable: true },
  });
}

function usePeriodFields() {
  const choices = useChoices();
  return useFieldSet({
    start_date: { label: m.startDate, kind: 'date' },
    end_date: { label: m.endDate, kind: 'date', unsortable: true },
    kind: { label: m.adjustment, kind: 'select', choices: choices.adjustment, unsortable: true },
    percent: { label: m.percent, kind: 'number' },
    note: { label: m.note, kind: 'longText', unsortable: true, dash: true },
  });
}

/** Filters both lists share: the venue, the days touched, the search in the notes. */
function useFilters(
  kinds: { id: string; name: string }[],
  kindLabel: MessageDescriptor,
  withRoom: boolean,
) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return [
    searchFilter(intl),
    <NumberInput key="location_id" source="location_id" label={t(m.location)} min={1} alwaysOn />,
    ...(withRoom
      ? [
          <NumberInput key="room_id" source="room_id" label={t(m.room)} min={1} />,
          <NumberInput key="hall_id" source="hall_id" label={t(m.hallNumber)} min={1} />,
        ]
      : []),
    <SelectInput key="kind" source="kind" label={t(kindLabel)} choices={kinds} />,
    <DateInput key="date_from" source="date_from" label={t(m.dateFrom)} />,
    <DateInput key="date_to" source="date_to" label={t(m.dateTo)} />,
  ];
}

/** Calendar entries of every venue, latest first. */
export function CalendarEntryList() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = useCalendarFields();
  return (
    <List
      filters={useFilters(useChoices().kind, m.kind, true)}
      sort={{ field: 'start_date', order: 'DESC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields('start_date', 'end_date', 'start_hour', 'end_hour', 'kind')}
        <VenueField label={t(m.locationName)} />
        <ScopeField label={t(m.scope)} />
        {fields('repeat_until', 'note')}
      </Datagrid>
    </List>
  );
}

function ShowActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}

export function CalendarEntryShow() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = useCalendarFields();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <VenueField label={t(m.locationName)} />
        <ScopeField label={t(m.scope)} />
        {fields(
          'kind',
          'start_date',
          'end_date',
          'start_hour',
          'end_hour',
          'repeat_frequency',
          'repeat_interval',
          'repeat_until',
          'note',
          'source',
        )}
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

/** The venue: typed in when the row is made, fixed (named) once it exists. */
function VenueInput() {
  const intl = useIntl();
  const record = useRecordContext();
  if (record?.id !== undefined) return <VenueField label={intl.formatMessage(m.locationName)} />;
  return <NumberInput source="location_id" label={intl.formatMessage(m.location)} min={1} />;
}

function CalendarEntryForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const choices = useChoices();
  return (
    <SimpleForm>
      <VenueInput />
      <FormDataConsumer<{ location_id?: number | null }>>
        {({ formData }) =>
          // The rooms of the venue once it is named (none: the whole venue).
          formData.location_id ? (
            <>
              <VenuePlaceInput
                source="room_id"
                reference="rooms"
                locationId={formData.location_id}
                label={t(m.room)}
                emptyText={t(m.wholeVenue)}
              />
              <VenuePlaceInput
                source="hall_id"
                reference="package-halls"
                locationId={formData.location_id}
                label={t(m.hall)}
                emptyText={t(m.noHall)}
                helperText={t(m.hallHint)}
              />
            </>
          ) : null
        }
      </FormDataConsumer>
      <SelectInput source="kind" label={t(m.kind)} choices={choices.kind} />
      <DateInput source="start_date" label={t(m.startDate)} />
      <DateInput source="end_date" label={t(m.endDate)} />
      <NumberInput
        source="start_hour"
        label={t(m.startHour)}
        min={6}
        max={24}
        step={1}
        helperText={t(m.hoursHint)}
      />
      <NumberInput source="end_hour" label={t(m.endHour)} min={6} max={24} step={1} />
      <SelectInput
        source="repeat_frequency"
        label={t(m.repeatFrequency)}
        choices={choices.frequency}
        emptyText={t(m.noRepeat)}
        parse={emptyAsNull}
      />
      <NumberInput source="repeat_interval" label={t(m.repeatInterval)} min={1} max={52} step={1} />
      <DateInput source="repeat_until" label={t(m.repeatUntil)} />
      <TextInput source="note" label={t(m.note)} multiline fullWidth minRows={2} />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: CalendarEntryCreate, Edit: CalendarEntryEdit } = formScreens(
  CalendarEntryForm,
  { kind: 'event', room_id: null, hall_id: null, repeat_frequency: null },
);

/** Price planning periods of every venue, latest first. */
export function PricePeriodList() {
  const intl = useIntl();
  const fields = usePeriodFields();
  return (
    <List
      filters={useFilters(useChoices().adjustment, m.adjustment, false)}
      sort={{ field: 'start_date', order: 'DESC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields('start_date', 'end_date')}
        <VenueField label={intl.formatMessage(m.locationName)} />
        {fields('kind', 'percent', 'note')}
      </Datagrid>
    </List>
  );
}

export function PricePeriodShow() {
  const intl = useIntl();
  const fields = usePeriodFields();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <VenueField label={intl.formatMessage(m.locationName)} />
        {fields('start_date', 'end_date', 'kind', 'percent', 'note')}
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

function PricePeriodForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SimpleForm>
      <VenueInput />
      <DateInput source="start_date" label={t(m.startDate)} />
      <DateInput source="end_date" label={t(m.endDate)} />
      <SelectInput source="kind" label={t(m.adjustment)} choices={useChoices().adjustment} />
      <NumberInput source="percent" label={t(m.percent)} min={0} max={100} step={0.5} />
      <TextInput source="note" label={t(m.note)} multiline fullWidth minRows={2} />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: PricePeriodCreate, Edit: PricePeriodEdit } = formScreens(PricePeriodForm, {
  kind: 'surcharge',
});
