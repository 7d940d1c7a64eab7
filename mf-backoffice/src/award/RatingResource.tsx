import {
  Datagrid,
  DateField,
  DateInput,
  Edit,
  EditButton,
  List,
  NumberField,
  NumberInput,
  RadioButtonGroupInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { RecordHistory } from '../admin/RecordHistory';
import { ratingMessages as m } from './ratingMessages';
import { searchFilter } from '../admin/listFilters';

/** The award languages by their own names, as the voter chose the page. */
const LANGUAGES = [
  { id: 'de', name: 'Deutsch' },
  { id: 'fr', name: 'Français' },
  { id: 'it', name: 'Italiano' },
  { id: 'en', name: 'English' },
];

/** The voter's confirmation (user-approved) and the office's decision (admin-approved). */
function useChoices() {
  const intl = useIntl();
  return {
    user: [
      { id: 0, name: intl.formatMessage(m.userApproved0) },
      { id: 1, name: intl.formatMessage(m.userApproved1) },
      { id: 2, name: intl.formatMessage(m.userApproved2) },
    ],
    admin: [
      { id: 0, name: intl.formatMessage(m.adminApproved0) },
      { id: 1, name: intl.formatMessage(m.adminApproved1) },
      { id: 2, name: intl.formatMessage(m.adminApproved2) },
    ],
  };
}

function useFilters() {
  const intl = useIntl();
  const choices = useChoices();
  return [
    searchFilter(intl),
    <SelectInput
      key="admin_approved"
      source="admin_approved"
      label={intl.formatMessage(m.adminApproved)}
      choices={choices.admin}
    />,
    <SelectInput
      key="user_approved"
      source="user_approved"
      label={intl.formatMessage(m.userApproved)}
      choices={choices.user}
    />,
    <NumberInput key="year" source="year" label={intl.formatMessage(m.year)} />,
    <NumberInput key="nominee_id" source="nominee_id" label={intl.formatMessage(m.nominee)} />,
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

/** Public ratings of the award, newest first, with search, filters and the CSV export. */
export function RatingList() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="venue_name" label={intl.formatMessage(m.venue)} />
        <NumberField source="grade" label={intl.formatMessage(m.grade)} />
        <TextField source="first_name" label={intl.formatMessage(m.firstName)} sortable={false} />
        <SelectField
          source="user_approved"
          label={intl.formatMessage(m.userApproved)}
          choices={choices.user}
          sortable={false}
        />
        <SelectField
          source="admin_approved"
          label={intl.formatMessage(m.adminApproved)}
          choices={choices.admin}
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}

/** One rating with its confirmation trail (submitted, confirmed, re-confirmed, approved). */
export function RatingShow() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="venue_name" label={intl.formatMessage(m.venue)} />
        <NumberField source="year" label={intl.formatMessage(m.year)} />
        <NumberField source="grade" label={intl.formatMessage(m.grade)} />
        <TextField source="highlights" label={intl.formatMessage(m.highlights)} />
        <TextField source="lowlights" label={intl.formatMessage(m.lowlights)} />
        <TextField source="event_type" label={intl.formatMessage(m.eventType)} />
        <NumberField source="event_month" label={intl.formatMessage(m.eventMonth)} />
        <NumberField
          source="event_year"
          label={intl.formatMessage(m.eventYear)}
          options={{ useGrouping: false }}
        />
        <TextField source="comment" label={intl.formatMessage(m.comment)} />
        <TextField source="first_name" label={intl.formatMessage(m.firstName)} />
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <TextField source="email_key" label={intl.formatMessage(m.emailKey)} />
        <TextField source="voter_type" label={intl.formatMessage(m.voterType)} />
        <TextField source="language" label={intl.formatMessage(m.language)} />
        <TextField source="ip_hash" label={intl.formatMessage(m.ipHash)} />
        <SelectField
          source="user_approved"
          label={intl.formatMessage(m.userApproved)}
          choices={choices.user}
        />
        <DateField source="confirmed_at" label={intl.formatMessage(m.confirmedAt)} showTime />
        <SelectField
          source="admin_approved"
          label={intl.formatMessage(m.adminApproved)}
          choices={choices.admin}
        />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

/** The approval: 0 not yet, 1 approved, 2 only highlights and lowlights are shown. */
export function RatingEdit() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: { admin_approved: number }) => ({ admin_approved: data.admin_approved })}
    >
      <SimpleForm>
        <TextField source="venue_name" label={intl.formatMessage(m.venue)} />
        <TextField source="comment" label={intl.formatMessage(m.comment)} />
        <RadioButtonGroupInput
          source="admin_approved"
          label={intl.formatMessage(m.adminApproved)}
          choices={choices.admin}
        />
      </SimpleForm>
    </Edit>
  );
}
