import {
  Datagrid,
  DateField,
  DateInput,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { searchFilter } from '../admin/listFilters';
import { partnerMessages as m } from './partnerMessages';

function useChoices() {
  const intl = useIntl();
  return {
    kinds: [
      { id: 'tourism', name: intl.formatMessage(m.tourism) },
      { id: 'media', name: intl.formatMessage(m.media) },
    ],
    statuses: (['unconfirmed', 'pending', 'approved', 'rejected'] as const).map((id) => ({
      id,
      name: intl.formatMessage(m[id]),
    })),
  };
}

function useFilters() {
  const intl = useIntl();
  const { kinds, statuses } = useChoices();
  return [
    searchFilter(intl),
    <SelectInput key="kind" source="kind" label={intl.formatMessage(m.kind)} choices={kinds} />,
    <SelectInput
      key="status"
      source="status"
      label={intl.formatMessage(m.status)}
      choices={statuses}
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

/**
 * The award's partners' registrations (tourism regions, media), newest first, with their state;
 * read only (the results area grants the login they asked for).
 */
export function PartnerList() {
  const intl = useIntl();
  const { kinds, statuses } = useChoices();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <SelectField
          source="kind"
          label={intl.formatMessage(m.kind)}
          choices={kinds}
          sortable={false}
        />
        <TextField source="organisation" label={intl.formatMessage(m.organisation)} />
        <TextField source="email" label={intl.formatMessage(m.email)} sortable={false} />
        <SelectField source="status" label={intl.formatMessage(m.status)} choices={statuses} />
      </Datagrid>
    </List>
  );
}

/** One registration as the partner entered it (never its password). */
export function PartnerShow() {
  const intl = useIntl();
  const { kinds, statuses } = useChoices();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <SelectField source="kind" label={intl.formatMessage(m.kind)} choices={kinds} />
        <SelectField source="status" label={intl.formatMessage(m.status)} choices={statuses} />
        <DateField source="confirmed_at" label={intl.formatMessage(m.confirmedAt)} showTime />
        <TextField source="organisation" label={intl.formatMessage(m.organisation)} />
        <TextField source="region_id" label={intl.formatMessage(m.region)} />
        <TextField source="first_name" label={intl.formatMessage(m.firstName)} />
        <TextField source="last_name" label={intl.formatMessage(m.lastName)} />
        <TextField source="function" label={intl.formatMessage(m.function)} />
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <TextField source="phone" label={intl.formatMessage(m.phone)} />
        <TextField source="login_name" label={intl.formatMessage(m.loginName)} />
        <TextField source="message" label={intl.formatMessage(m.message)} />
        <TextField source="language" label={intl.formatMessage(m.language)} />
      </SimpleShowLayout>
    </Show>
  );
}
