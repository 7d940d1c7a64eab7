import {
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TopToolbar,
  FilterButton,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { campaignMessages as m } from './campaignMessages';
import { isoDateTime } from '../admin/listFilters';

/** The windows of an award year, in the order of the spec (section 4). */
const KINDS = [
  'award',
  'winner',
  'nomination',
  'warm_up',
  'pre_voting',
  'confirmation',
  'hide_ratings',
  'hide_email',
] as const;
type Kind = (typeof KINDS)[number];

function useKindName(): (kind: string) => string {
  const intl = useIntl();
  return (kind) => (KINDS.includes(kind as Kind) ? intl.formatMessage(m[kind as Kind]) : kind);
}

function useFilters() {
  const intl = useIntl();
  const kindName = useKindName();
  return [
    <NumberInput key="year" source="year" label={intl.formatMessage(m.year)} alwaysOn />,
    <SelectInput
      key="kind"
      source="kind"
      label={intl.formatMessage(m.kind)}
      choices={KINDS.map((kind) => ({ id: kind, name: kindName(kind) }))}
    />,
  ];
}

/** Every award year's windows, the latest year first; a row opens its edit form. */
export function CampaignWindowList() {
  const intl = useIntl();
  const kindName = useKindName();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'year', order: 'DESC' }}
      perPage={50}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField
          source="year"
          label={intl.formatMessage(m.year)}
          options={{ useGrouping: false }}
        />
        <FunctionField
          source="kind"
          label={intl.formatMessage(m.kind)}
          render={(row: { kind: string }) => kindName(row.kind)}
        />
        <DateField
          source="starts_at"
          locales={intl.locale}
          label={intl.formatMessage(m.startsAt)}
          showTime
        />
        <DateField
          source="ends_at"
          locales={intl.locale}
          label={intl.formatMessage(m.endsAt)}
          showTime
        />
        <DateField
          source="updated_at"
          locales={intl.locale}
          label={intl.formatMessage(m.updatedAt)}
          showTime
        />
      </Datagrid>
    </List>
  );
}

/** Moves one window: its start and end (the year and kind stay). */
export function CampaignWindowEdit() {
  const intl = useIntl();
  const kindName = useKindName();
  return (
    <Edit
      mutationMode="pessimistic"
      title={
        <FunctionField
          render={(row: { year: number; kind: string }) => `${kindName(row.kind)} ${row.year}`}
        />
      }
    >
      <SimpleForm>
        <DateTimeInput
          source="starts_at"
          label={intl.formatMessage(m.startsAt)}
          parse={isoDateTime}
        />
        <DateTimeInput source="ends_at" label={intl.formatMessage(m.endsAt)} parse={isoDateTime} />
      </SimpleForm>
    </Edit>
  );
}
