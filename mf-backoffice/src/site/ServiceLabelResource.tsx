import {
  Create,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  List,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { adminMessages } from '../admin/adminMessages';
import { CsvExportButton } from '../admin/CsvExportButton';
import { searchFilter } from '../admin/listFilters';
import { RecordHistory } from '../admin/RecordHistory';
import { serviceLabelMessages as m } from './serviceLabelMessages';

/** Every service label by key, searchable by key, text and fallback. */
export function ServiceLabelList() {
  const intl = useIntl();
  return (
    <List
      filters={[searchFilter(intl)]}
      sort={{ field: 'label', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit">
        <TextField source="label" label={intl.formatMessage(m.label)} />
        <TextField source="value" label={intl.formatMessage(m.value)} sortable={false} />
        <TextField source="fallback" label={intl.formatMessage(m.fallback)} sortable={false} />
        <DateField
          source="updated_at"
          label={intl.formatMessage(adminMessages.updatedAt)}
          showTime
        />
      </Datagrid>
    </List>
  );
}

/** Key, text and fallback; the pages show the text, else the fallback, else the key. */
function ServiceLabelForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput source="label" label={intl.formatMessage(m.label)} fullWidth />
      <TextInput source="value" label={intl.formatMessage(m.value)} multiline fullWidth />
      <TextInput source="fallback" label={intl.formatMessage(m.fallback)} multiline fullWidth />
    </SimpleForm>
  );
}

export function ServiceLabelCreate() {
  return (
    <Create redirect="list">
      <ServiceLabelForm />
    </Create>
  );
}

export function ServiceLabelEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <ServiceLabelForm />
      <RecordHistory />
    </Edit>
  );
}
