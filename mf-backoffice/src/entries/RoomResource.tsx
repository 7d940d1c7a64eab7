import {
  Datagrid,
  Edit,
  EditButton,
  FilterButton,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { FLOOR_OPTIONS } from '@eventalp/plugin-catalog/domain';
import { RecordHistory } from '../admin/RecordHistory';
import { useRentChoices } from './entryChoices';
import { entryFieldLabels as f, type EntryFieldName } from './entryFieldLabels';
import { entryMessages as m } from './entryMessages';
import { searchFilter } from '../admin/listFilters';

const FLOORS = FLOOR_OPTIONS.map((floor) => ({ id: floor, name: floor }));
const FIGURES: EntryFieldName[] = [
  'area',
  'width',
  'length',
  'height',
  'banquet_min',
  'banquet_max',
  'aperitif_min',
  'aperitif_max',
  'concert_min',
  'concert_max',
  'seminar_min',
  'seminar_max',
];

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <NumberInput key="location_id" source="location_id" label={intl.formatMessage(m.location)} />,
    <SelectInput key="floor" source="floor" label={intl.formatMessage(f.floor)} choices={FLOORS} />,
  ];
}

/** Rooms of every location, by location, searched by name and description. */
export function RoomList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'location_id', order: 'ASC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(f.name)} />
        <ReferenceField
          source="location_id"
          reference="locations"
          label={intl.formatMessage(m.location)}
          link="show"
        >
          <TextField source="full_name" />
        </ReferenceField>
        <NumberField source="area" label={intl.formatMessage(f.area)} />
        <NumberField source="banquet_max" label={intl.formatMessage(f.banquet_max)} />
        <NumberField source="seminar_max" label={intl.formatMessage(f.seminar_max)} />
      </Datagrid>
    </List>
  );
}

export function RoomShow() {
  const intl = useIntl();
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" label={intl.formatMessage(f.name)} />
        <ReferenceField
          source="location_id"
          reference="locations"
          label={intl.formatMessage(m.location)}
          link="show"
        >
          <TextField source="full_name" />
        </ReferenceField>
        <TextField source="description" label={intl.formatMessage(f.description)} />
        <SelectField source="floor" label={intl.formatMessage(f.floor)} choices={FLOORS} />
        {FIGURES.map((name) => (
          <NumberField key={name} source={name} label={intl.formatMessage(f[name])} />
        ))}
        <SelectField
          source="rent_option"
          label={intl.formatMessage(f.rent_option)}
          choices={useRentChoices()}
        />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

/** Editing a room with the owners' room rules (the API answers the spec's texts per field). */
export function RoomEdit() {
  const intl = useIntl();
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="name" label={intl.formatMessage(f.name)} fullWidth />
        <TextInput
          source="description"
          label={intl.formatMessage(f.description)}
          multiline
          fullWidth
        />
        <SelectInput source="floor" label={intl.formatMessage(f.floor)} choices={FLOORS} />
        {FIGURES.map((name) => (
          <NumberInput key={name} source={name} label={intl.formatMessage(f[name])} />
        ))}
        <SelectInput
          source="rent_option"
          label={intl.formatMessage(f.rent_option)}
          choices={useRentChoices()}
        />
      </SimpleForm>
    </Edit>
  );
}
