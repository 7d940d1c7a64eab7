import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  NumberField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { formScreens } from '../admin/formScreens';
import { ListActions } from '../admin/ListActions';
import { adminMessages } from '../admin/adminMessages';
import { redirectMessages as m } from './redirectMessages';
import { searchFilter } from '../admin/listFilters';

function useStatusChoices() {
  const intl = useIntl();
  return [
    { id: 301, name: intl.formatMessage(m.permanent) },
    { id: 302, name: intl.formatMessage(m.temporary) },
  ];
}

function useFilters() {
  const intl = useIntl();
  const statuses = useStatusChoices();
  return [
    searchFilter(intl),
    <SelectInput
      key="status"
      source="status"
      label={intl.formatMessage(m.status)}
      choices={statuses}
    />,
    <BooleanInput key="active" source="active" label={intl.formatMessage(m.active)} />,
  ];
}

/** Every redirect, searchable by path, filtered by status and active flag. */
export function RedirectList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'from', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit">
        <TextField source="from" label={intl.formatMessage(m.from)} />
        <TextField source="to" label={intl.formatMessage(m.to)} />
        <NumberField source="status" label={intl.formatMessage(m.status)} />
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

/** The fields of a redirect; the API checks them again and answers the spec's texts. */
function RedirectForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput source="from" label={intl.formatMessage(m.from)} fullWidth />
      <TextInput source="to" label={intl.formatMessage(m.to)} fullWidth />
      <SelectInput
        source="status"
        label={intl.formatMessage(m.status)}
        choices={useStatusChoices()}
      />
      <BooleanInput source="active" label={intl.formatMessage(m.active)} />
    </SimpleForm>
  );
}

export const { Create: RedirectCreate, Edit: RedirectEdit } = formScreens(RedirectForm, {
  status: 301,
  active: true,
});
