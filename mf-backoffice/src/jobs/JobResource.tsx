import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  EditButton,
  List,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { BulkArchiveButtons } from '../admin/BulkArchiveButtons';
import { ArchiveButton } from '../admin/ArchiveButton';
import { RecordHistory } from '../admin/RecordHistory';
import { jobMessages as m } from './jobMessages';
import { archivedFilter, isoDateTime, searchFilter } from '../admin/listFilters';

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <BooleanInput key="published" source="published" label={intl.formatMessage(m.published)} />,
    <TextInput key="employer" source="employer" label={intl.formatMessage(m.employer)} />,
    <TextInput key="workplace" source="workplace" label={intl.formatMessage(m.workplace)} />,
    archivedFilter(intl),
  ];
}

/** Job postings, newest first, with search, filters and the CSV export of the filtered list. */
export function JobList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'publish_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkArchiveButtons />}>
        <TextField source="name" label={intl.formatMessage(m.title)} />
        <TextField source="employer" label={intl.formatMessage(m.employer)} />
        <TextField source="workplace" label={intl.formatMessage(m.workplace)} sortable={false} />
        <DateField source="publish_at" label={intl.formatMessage(m.publishAt)} />
        <DateField source="expires_at" label={intl.formatMessage(m.expiresAt)} />
        <BooleanField source="published" label={intl.formatMessage(m.published)} sortable={false} />
      </Datagrid>
    </List>
  );
}

export function JobShow() {
  const intl = useIntl();
  return (
    <Show
      actions={
        <TopToolbar>
          <ArchiveButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" label={intl.formatMessage(m.title)} />
        <TextField source="employer" label={intl.formatMessage(m.employer)} />
        <TextField source="employment_level" label={intl.formatMessage(m.employmentLevel)} />
        <TextField source="workplace" label={intl.formatMessage(m.workplace)} />
        <TextField source="short" label={intl.formatMessage(m.short)} />
        <TextField source="apply_url" label={intl.formatMessage(m.applyUrl)} />
        <TextField source="apply_email" label={intl.formatMessage(m.applyEmail)} />
        <BooleanField source="published" label={intl.formatMessage(m.published)} />
        <DateField source="publish_at" label={intl.formatMessage(m.publishAt)} showTime />
        <DateField source="expires_at" label={intl.formatMessage(m.expiresAt)} showTime />
        <DateField source="archived_at" label={intl.formatMessage(m.archivedAt)} showTime />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

/** Editing a job; the API validates with the spec's rules and answers its texts per field. */
export function JobEdit() {
  const intl = useIntl();
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="name" label={intl.formatMessage(m.title)} fullWidth />
        <TextInput source="slug" label={intl.formatMessage(m.slug)} />
        <TextInput source="employer" label={intl.formatMessage(m.employer)} />
        <TextInput source="employment_level" label={intl.formatMessage(m.employmentLevel)} />
        <TextInput source="workplace" label={intl.formatMessage(m.workplace)} />
        <TextInput source="short" label={intl.formatMessage(m.short)} multiline fullWidth />
        <TextInput
          source="description"
          label={intl.formatMessage(m.description)}
          multiline
          minRows={6}
          fullWidth
        />
        <TextInput source="apply_url" label={intl.formatMessage(m.applyUrl)} fullWidth />
        <TextInput source="apply_email" label={intl.formatMessage(m.applyEmail)} />
        <BooleanInput source="published" label={intl.formatMessage(m.published)} />
        <DateTimeInput
          source="publish_at"
          label={intl.formatMessage(m.publishAt)}
          parse={isoDateTime}
        />
        <DateTimeInput
          source="expires_at"
          label={intl.formatMessage(m.expiresAt)}
          parse={isoDateTime}
        />
      </SimpleForm>
    </Edit>
  );
}
