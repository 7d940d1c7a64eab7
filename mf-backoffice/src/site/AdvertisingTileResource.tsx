import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { BulkArchiveButtons } from '../admin/BulkArchiveButtons';
import { adminMessages } from '../admin/adminMessages';
import { ArchiveButton } from '../admin/ArchiveButton';
import { archivedFilter, searchFilter } from '../admin/listFilters';
import { RecordHistory } from '../admin/RecordHistory';
import { REGION_TYPES, useTermChoices } from '../entries/useTermChoices';
import { advertisingTileMessages as m } from './advertisingTileMessages';

/** Building types (4), event kinds (3) and provider main categories as service types (21). */
const BUILDING_TYPES = [4] as const;
const EVENT_KINDS = [3] as const;
const SERVICE_TYPES = [21] as const;

function useAreaChoices() {
  const intl = useIntl();
  return [
    { id: 'locations', name: intl.formatMessage(m.areaLocations) },
    { id: 'providers', name: intl.formatMessage(m.areaProviders) },
    { id: 'both', name: intl.formatMessage(m.areaBoth) },
  ];
}

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <SelectInput
      key="main_area"
      source="main_area"
      label={intl.formatMessage(m.mainArea)}
      choices={useAreaChoices()}
    />,
    <BooleanInput key="active" source="active" label={intl.formatMessage(m.active)} />,
    archivedFilter(intl),
  ];
}

/** Every advertising tile, searchable by name and link, filtered by area, active and archive. */
export function AdvertisingTileList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkArchiveButtons />}>
        <TextField source="name" label={intl.formatMessage(m.title)} />
        <SelectField
          source="main_area"
          label={intl.formatMessage(m.mainArea)}
          choices={useAreaChoices()}
        />
        <UrlField source="link" label={intl.formatMessage(m.link)} sortable={false} />
        <BooleanField source="active" label={intl.formatMessage(m.active)} />
        <DateField
          source="updated_at"
          label={intl.formatMessage(adminMessages.updatedAt)}
          showTime
        />
      </Datagrid>
    </List>
  );
}

/** The fields of a tile; the API checks them again (link, colours, terms) with the spec's texts. */
function AdvertisingTileForm() {
  const intl = useIntl();
  const hint = intl.formatMessage(m.targetingHint);
  const colourHint = intl.formatMessage(m.colourHint);
  return (
    <SimpleForm>
      <TextInput source="name" label={intl.formatMessage(m.title)} fullWidth />
      <SelectInput
        source="main_area"
        label={intl.formatMessage(m.mainArea)}
        choices={useAreaChoices()}
      />
      <TextInput source="link" label={intl.formatMessage(m.link)} fullWidth />
      <TextInput
        source="background_colour"
        label={intl.formatMessage(m.backgroundColour)}
        helperText={colourHint}
      />
      <TextInput
        source="text_colour"
        label={intl.formatMessage(m.textColour)}
        helperText={colourHint}
      />
      <AutocompleteInput
        source="region_id"
        label={intl.formatMessage(m.region)}
        choices={useTermChoices(REGION_TYPES)}
        helperText={hint}
      />
      <AutocompleteInput
        source="building_type_id"
        label={intl.formatMessage(m.buildingType)}
        choices={useTermChoices(BUILDING_TYPES)}
        helperText={hint}
      />
      <AutocompleteInput
        source="event_kind_id"
        label={intl.formatMessage(m.eventKind)}
        choices={useTermChoices(EVENT_KINDS)}
        helperText={hint}
      />
      <NumberInput source="capacity_min" label={intl.formatMessage(m.capacityMin)} min={1} />
      <NumberInput source="capacity_max" label={intl.formatMessage(m.capacityMax)} min={1} />
      <AutocompleteArrayInput
        source="service_type_ids"
        label={intl.formatMessage(m.serviceTypes)}
        choices={useTermChoices(SERVICE_TYPES)}
        helperText={hint}
      />
      <BooleanInput source="active" label={intl.formatMessage(m.active)} />
    </SimpleForm>
  );
}

export function AdvertisingTileCreate() {
  return (
    <Create
      redirect="list"
      record={{
        main_area: 'both',
        background_colour: '#ffffff',
        text_colour: '#000000',
        service_type_ids: [],
        active: true,
      }}
    >
      <AdvertisingTileForm />
    </Create>
  );
}

export function AdvertisingTileEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ArchiveButton />
        </TopToolbar>
      }
    >
      <AdvertisingTileForm />
      <RecordHistory />
    </Edit>
  );
}
