import {
  BooleanField,
  BooleanInput,
  ChipField,
  Create,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  List,
  NumberField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TextArrayField,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { adminMessages } from '../admin/adminMessages';
import { peopleMessages as m } from './peopleMessages';
import { searchFilter } from '../admin/listFilters';
import { RowActionButton } from '../admin/RowActionButton';

const GRANTABLE_ROLES = ['editor', 'sales', 'award'].map((role) => ({ id: role, name: role }));

function useSearch() {
  const intl = useIntl();
  return [searchFilter(intl)];
}

/** Every role an account may hold, by its id (public users are `public_user`). */
const ACCOUNT_ROLES = ['public_user', 'media', 'admin', 'editor', 'sales', 'award'].map((role) => ({
  id: role,
  name: role,
}));

/** Accounts (staff and public users), searchable, by role; an admin enables or disables one. */
export function UserList() {
  const intl = useIntl();
  const filters = [
    ...useSearch(),
    <SelectInput
      key="role"
      source="role"
      label={intl.formatMessage(m.role)}
      choices={ACCOUNT_ROLES}
      alwaysOn
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'username', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="username" label={intl.formatMessage(m.username)} />
        <TextField source="login_name" label={intl.formatMessage(m.loginName)} />
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <TextArrayField source="roles" label={intl.formatMessage(m.roles)} sortable={false} />
        <BooleanField source="enabled" label={intl.formatMessage(m.enabled)} sortable={false} />
      </Datagrid>
    </List>
  );
}

/** Enabling or disabling an account (disabling signs it out), and signing it out everywhere. */
export function UserEdit() {
  const intl = useIntl();
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <RowActionButton
            action="sign-out"
            label={intl.formatMessage(m.signOut)}
            confirmTitle={intl.formatMessage(m.signOutTitle)}
            confirmText={intl.formatMessage(m.signOutText)}
            done={intl.formatMessage(m.signedOut)}
          />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <TextInput source="username" label={intl.formatMessage(m.username)} disabled />
        <BooleanInput source="enabled" label={intl.formatMessage(m.enabled)} />
      </SimpleForm>
    </Edit>
  );
}

/** Which role holds which back-office permission (admin holds them all). */
export function RolePermissionList() {
  const intl = useIntl();
  return (
    <List filters={useSearch()} sort={{ field: 'role', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false}>
        <ChipField source="role" label={intl.formatMessage(m.role)} />
        <TextField source="permission" label={intl.formatMessage(m.permission)} />
        <DateField source="updated_at" label={intl.formatMessage(adminMessages.updatedAt)} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

export function RolePermissionCreate() {
  const intl = useIntl();
  return (
    <Create redirect="list">
      <SimpleForm>
        <SelectInput source="role" label={intl.formatMessage(m.role)} choices={GRANTABLE_ROLES} />
        <TextInput source="permission" label={intl.formatMessage(m.permission)} />
      </SimpleForm>
    </Create>
  );
}

/** Every change in the back office, newest first. */
export function AuditLogList() {
  const intl = useIntl();
  return (
    <List filters={useSearch()} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" label={intl.formatMessage(m.at)} showTime />
        <TextField source="resource" label={intl.formatMessage(m.resource)} />
        <NumberField source="record_id" label={intl.formatMessage(m.recordId)} sortable={false} />
        <TextField source="action" label={intl.formatMessage(m.action)} sortable={false} />
        <TextField source="actor_name" label={intl.formatMessage(m.actor)} />
        <TextArrayField source="changed" label={intl.formatMessage(m.changed)} sortable={false} />
      </Datagrid>
    </List>
  );
}
