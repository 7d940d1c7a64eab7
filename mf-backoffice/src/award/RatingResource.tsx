import {
  Datagrid,
  DateInput,
  Edit,
  EditButton,
  List,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
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

/** A rating's fields, as the list and the rating's screen render them. */
function useRatingFields() {
  const choices = useChoices();
  return useFieldSet({
    created_at: { label: m.createdAt, kind: 'dateTime' },
    venue_name: { label: m.venue },
    year: { label: m.year, kind: 'number' },
    grade: { label: m.grade, kind: 'number' },
    highlights: { label: m.highlights },
    lowlights: { label: m.lowlights },
    event_type: { label: m.eventType },
    event_month: { label: m.eventMonth, kind: 'number' },
    event_year: { label: m.eventYear, kind: 'year' },
    comment: { label: m.comment },
    first_name: { label: m.firstName, unsortable: true },
    email: { label: m.email },
    email_key: { label: m.emailKey },
    voter_type: { label: m.voterType },
    language: { label: m.language },
    ip_hash: { label: m.ipHash },
    user_approved: {
      label: m.userApproved,
      kind: 'select',
      choices: choices.user,
      unsortable: true,
    },
    confirmed_at: { label: m.confirmedAt, kind: 'dateTime' },
    admin_approved: {
      label: m.adminApproved,
      kind: 'select',
      choices: choices.admin,
      unsortable: true,
    },
  });
}

/** Public ratings of the award, newest first, with search, filters and the CSV export. */
export function RatingList() {
  const fields = useRatingFields();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields(
          'created_at',
          'venue_name',
          'grade',
          'first_name',
          'user_approved',
          'admin_approved',
        )}
      </Datagrid>
    </List>
  );
}

/** One rating with its confirmation trail (submitted, confirmed, re-confirmed, approved). */
export function RatingShow() {
  const fields = useRatingFields();
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {fields(
          'created_at',
          'venue_name',
          'year',
          'grade',
          'highlights',
          'lowlights',
          'event_type',
          'event_month',
          'event_year',
          'comment',
          'first_name',
          'email',
          'email_key',
          'voter_type',
          'language',
          'ip_hash',
          'user_approved',
          'confirmed_at',
          'admin_approved',
        )}
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
