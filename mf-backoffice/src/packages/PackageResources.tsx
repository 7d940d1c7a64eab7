import {
  BooleanField,
  Datagrid,
  DateField,
  NumberField,
  TextField,
  List,
  NumberInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  useRecordContext,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
import { ListActions } from '../admin/ListActions';
import { TitledList } from '../admin/TitledList';
import { searchFilter } from '../admin/listFilters';
import { AmountField, VenueField } from './packageFields';
import { packageMessages as m } from './packageMessages';

/*
 * Packages of every venue (sales and admin), read only: the venue edits its own packages in the
 * user area; the back office finds one by venue, event type, state or name and reads the halls it
 * books.
 */

const EVENT_TYPES = ['meeting', 'celebration_business', 'celebration_private', 'wedding'] as const;
const STATES = ['draft', 'published'] as const;

function useChoices() {
  const intl = useIntl();
  return {
    eventTypes: EVENT_TYPES.map((id) => ({ id, name: intl.formatMessage(m[id]) })),
    states: STATES.map((id) => ({ id, name: intl.formatMessage(m[id]) })),
  };
}

function usePackageFields() {
  const { eventTypes, states } = useChoices();
  return useFieldSet({
    name: { label: m.title },
    event_type: { label: m.eventType, kind: 'select', choices: eventTypes, unsortable: true },
    state: { label: m.state, kind: 'select', choices: states },
    description: { label: m.description, kind: 'longText', unsortable: true, dash: true },
    days: { label: m.days, kind: 'number', unsortable: true },
    published_at: { label: m.publishedAt, kind: 'dateTime', unsortable: true, dash: true },
    created_at: { label: m.createdAt, kind: 'dateTime' },
    updated_at: { label: m.updatedAt, kind: 'dateTime' },
  });
}

/** Every venue's packages, the last changed first. */
export function PackageList() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = usePackageFields();
  const { eventTypes, states } = useChoices();
  return (
    <List
      filters={[
        searchFilter(intl),
        <NumberInput key="location_id" source="location_id" label={t(m.location)} min={1} />,
        <SelectInput
          key="event_type"
          source="event_type"
          label={t(m.eventType)}
          choices={eventTypes}
        />,
        <SelectInput key="state" source="state" label={t(m.state)} choices={states} />,
      ]}
      sort={{ field: 'updated_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields('updated_at', 'name')}
        <VenueField label={t(m.locationName)} />
        {fields('event_type', 'days', 'state')}
        <AmountField source="single_price_rappen" label={t(m.singlePrice)} />
      </Datagrid>
    </List>
  );
}

interface HallRecord {
  id: number;
  name: string;
  area_m2: number | null;
  capacities: Record<string, number | null>;
  rental_slots: unknown[];
}

/** The halls the package books: area, largest capacity and how many rental slots they offer. */
function Halls() {
  const intl = useIntl();
  const record = useRecordContext();
  const halls = (record?.halls ?? []) as HallRecord[];
  return (
    <TitledList
      title={intl.formatMessage(m.halls)}
      items={halls.map((hall) => ({
        key: hall.id,
        primary: intl.formatMessage(
          {
            id: 'backoffice.packages.hallLine',
            defaultMessage: '{name}: {area} m², bis {capacity} Personen, {slots} Mietzeiten',
          },
          {
            name: hall.name,
            area: hall.area_m2 ?? '–',
            capacity: Math.max(0, ...Object.values(hall.capacities).map((value) => value ?? 0)),
            slots: hall.rental_slots.length,
          },
        ),
      }))}
    />
  );
}

/** One package: what it is, its prices, its state and its halls. */
export function PackageShow() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = usePackageFields();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        {fields('name', 'state')}
        <VenueField label={t(m.locationName)} />
        {fields('event_type', 'description', 'days')}
        <BooleanField source="overnight" label={t(m.overnight)} />
        <AmountField source="single_price_rappen" label={t(m.singlePrice)} />
        <AmountField source="price_per_person_rappen" label={t(m.perPerson)} />
        {fields('published_at', 'created_at', 'updated_at')}
        <Halls />
      </SimpleShowLayout>
    </Show>
  );
}

/** Every venue's package halls by name (read only): the calendars book them. */
export function PackageHallList() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <List
      filters={[
        searchFilter(intl),
        <NumberInput key="location_id" source="location_id" label={t(m.location)} min={1} />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label={t(m.hallName)} />
        <VenueField label={t(m.locationName)} />
        <NumberField source="area_m2" label={t(m.area)} sortable={false} emptyText="–" />
        <DateField source="updated_at" label={t(m.updatedAt)} showTime />
      </Datagrid>
    </List>
  );
}
