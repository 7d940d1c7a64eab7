import {
  AutocompleteInput,
  Create,
  Datagrid,
  DateField,
  DeleteButton,
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
import { ListActions } from '../admin/ListActions';
import { adminMessages } from '../admin/adminMessages';
import { searchFilter } from '../admin/listFilters';
import { RecordHistory } from '../admin/RecordHistory';
import { CATEGORY_TYPES, REGION_TYPES, useTermChoices } from '../entries/useTermChoices';
import { landingPageMessages as m } from './landingPageMessages';

function useCountryChoices() {
  const intl = useIntl();
  return [
    { id: 1, name: intl.formatMessage(m.switzerland) },
    { id: 2, name: intl.formatMessage(m.germany) },
    { id: 3, name: intl.formatMessage(m.austria) },
  ];
}

/** A search parameter (a string in `filters`) as a taxonomy choice's id, and back. */
const termId = (value: unknown) => (value === undefined || value === null ? '' : Number(value));
const termParameter = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/** The landing pages by path, searchable by path, title and description, filtered by country. */
export function LandingPageList() {
  const intl = useIntl();
  return (
    <List
      filters={[
        searchFilter(intl),
        <SelectInput
          key="country_category"
          source="country_category"
          label={intl.formatMessage(m.country)}
          choices={useCountryChoices()}
        />,
      ]}
      sort={{ field: 'path', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="path" label={intl.formatMessage(m.path)} />
        <TextField source="title" label={intl.formatMessage(m.title)} />
        <SelectField
          source="country_category"
          label={intl.formatMessage(m.country)}
          choices={useCountryChoices()}
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

/** Path, texts and the location search the page shows; the API checks all with the spec's texts. */
function LandingPageForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput
        source="path"
        label={intl.formatMessage(m.path)}
        helperText={intl.formatMessage(m.pathHint)}
        fullWidth
      />
      <SelectInput
        source="country_category"
        label={intl.formatMessage(m.country)}
        choices={useCountryChoices()}
      />
      <TextInput source="title" label={intl.formatMessage(m.title)} fullWidth />
      <TextInput
        source="description"
        label={intl.formatMessage(m.description)}
        multiline
        fullWidth
      />
      <SelectInput
        source="filters.category"
        label={intl.formatMessage(m.category)}
        choices={useTermChoices(CATEGORY_TYPES.location)}
        format={termId}
        parse={termParameter}
      />
      <AutocompleteInput
        source="filters.region"
        label={intl.formatMessage(m.region)}
        choices={useTermChoices(REGION_TYPES)}
        format={termId}
        parse={termParameter}
      />
    </SimpleForm>
  );
}

export function LandingPageCreate() {
  return (
    <Create redirect="list" record={{ country_category: 1, filters: {} }}>
      <LandingPageForm />
    </Create>
  );
}

export function LandingPageEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <LandingPageForm />
      <RecordHistory />
    </Edit>
  );
}
