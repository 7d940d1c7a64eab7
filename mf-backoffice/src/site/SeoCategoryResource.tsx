import {
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  List,
  SelectField,
  SelectInput,
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
import { CATEGORY_TYPES, useTermChoices } from '../entries/useTermChoices';
import { seoCategoryMessages as m } from './seoCategoryMessages';

/** The SEO categories by slug, searchable by slug and heading. */
export function SeoCategoryList() {
  const intl = useIntl();
  return (
    <List
      filters={[searchFilter(intl)]}
      sort={{ field: 'slug', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <TextField source="heading" label={intl.formatMessage(m.heading)} />
        <SelectField
          source="category_id"
          label={intl.formatMessage(m.category)}
          choices={useTermChoices(CATEGORY_TYPES.location)}
          sortable={false}
        />
        <DateField
          source="updated_at"
          label={intl.formatMessage(adminMessages.updatedAt)}
          showTime
        />
      </Datagrid>
    </List>
  );
}

/** A new category: slug, location category and heading; its landing pages follow on save. */
export function SeoCategoryCreate() {
  const intl = useIntl();
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput
          source="slug"
          label={intl.formatMessage(m.slug)}
          helperText={intl.formatMessage(m.createHint)}
        />
        <SelectInput
          source="category_id"
          label={intl.formatMessage(m.category)}
          choices={useTermChoices(CATEGORY_TYPES.location)}
        />
        <TextInput source="heading" label={intl.formatMessage(m.heading)} fullWidth />
      </SimpleForm>
    </Create>
  );
}

/** A change is the heading only: slug and category make the paths and searches of its pages. */
export function SeoCategoryEdit() {
  const intl = useIntl();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="slug" label={intl.formatMessage(m.slug)} readOnly />
        <SelectInput
          source="category_id"
          label={intl.formatMessage(m.category)}
          choices={useTermChoices(CATEGORY_TYPES.location)}
          readOnly
        />
        <TextInput source="heading" label={intl.formatMessage(m.heading)} fullWidth />
      </SimpleForm>
      <RecordHistory />
    </Edit>
  );
}
