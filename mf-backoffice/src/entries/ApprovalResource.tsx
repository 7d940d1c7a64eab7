import {
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import type { Approval } from '@eventalp/plugin-catalog/domain';
import { ApprovalChanges, changedFieldNames } from './ApprovalChanges';
import { entryMessages as m } from './entryMessages';
import { BulkApproveButton, Decision } from './ApprovalDecisions';
import { searchFilter } from '../admin/listFilters';

function useChoices() {
  const intl = useIntl();
  return {
    status: [
      { id: 'pending', name: intl.formatMessage(m.statusPending) },
      { id: 'approved', name: intl.formatMessage(m.statusApproved) },
      { id: 'rejected', name: intl.formatMessage(m.statusRejected) },
      { id: 'superseded', name: intl.formatMessage(m.statusSuperseded) },
    ],
    kind: [
      { id: 'new_entry', name: intl.formatMessage(m.kindNew) },
      { id: 'change', name: intl.formatMessage(m.kindChange) },
    ],
    entryType: [
      { id: 'location', name: intl.formatMessage(m.typeLocation) },
      { id: 'provider', name: intl.formatMessage(m.typeProvider) },
    ],
  };
}

function useFilters() {
  const intl = useIntl();
  const choices = useChoices();
  return [
    searchFilter(intl),
    <SelectInput
      key="status"
      source="status"
      label={intl.formatMessage(m.status)}
      choices={choices.status}
      alwaysOn
    />,
    <SelectInput
      key="kind"
      source="kind"
      label={intl.formatMessage(m.kind)}
      choices={choices.kind}
    />,
    <SelectInput
      key="entry_type"
      source="entry_type"
      label={intl.formatMessage(m.entryType)}
      choices={choices.entryType}
    />,
  ];
}

/** The approval queue: waiting requests first (oldest first), with what each one changes. */
export function ApprovalList() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkApproveButton />}>
        <DateField source="created_at" label={intl.formatMessage(m.requestedAt)} showTime />
        <SelectField
          source="entry_type"
          label={intl.formatMessage(m.entryType)}
          choices={choices.entryType}
          sortable={false}
        />
        <TextField source="entry_name" label={intl.formatMessage(m.location)} />
        <SelectField
          source="kind"
          label={intl.formatMessage(m.kind)}
          choices={choices.kind}
          sortable={false}
        />
        <FunctionField
          label={intl.formatMessage(m.changes)}
          render={(record: Approval) => changedFieldNames(record, intl).join(', ')}
        />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={choices.status}
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}

export function ApprovalShow() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="entry_name" label={intl.formatMessage(m.location)} />
        <SelectField
          source="entry_type"
          label={intl.formatMessage(m.entryType)}
          choices={choices.entryType}
        />
        <SelectField source="kind" label={intl.formatMessage(m.kind)} choices={choices.kind} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={choices.status}
        />
        <DateField source="created_at" label={intl.formatMessage(m.requestedAt)} showTime />
        <ApprovalChanges />
        <TextField source="decision_message" label={intl.formatMessage(m.decisionMessage)} />
        <Decision />
      </SimpleShowLayout>
    </Show>
  );
}
