import {
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  NumberField,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { partnerPageMessages as m } from './partnerPageMessages';

/** The partners' region pages, newest first; a row opens the rename form. */
export function PartnerPageList() {
  const intl = useIntl();
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.region)} />
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <NumberField source="partner_id" label={intl.formatMessage(m.partner)} />
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

/** Renames a page's region (the spec: only the organisers change the region's name). */
export function PartnerPageEdit() {
  const intl = useIntl();
  return (
    <Edit
      mutationMode="pessimistic"
      title={<FunctionField render={(row: { name: string }) => row.name} />}
    >
      <SimpleForm>
        <p>{intl.formatMessage(m.renameHint)}</p>
        <TextInput source="name" label={intl.formatMessage(m.region)} />
      </SimpleForm>
    </Edit>
  );
}
