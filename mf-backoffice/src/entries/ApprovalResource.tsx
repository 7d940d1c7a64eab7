import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TopToolbar,
} from 'react-admin';
import { useIntl } from 'react-intl';
import type { Approval } from '@eventalp/plugin-catalog/domain';
import { ApprovalChanges, changedFieldNames } from './ApprovalChanges';
import { entryMessages as m } from './entryMessages';
import { BulkApproveButton, Decision } from './ApprovalDecisions';
import { useFieldSet } from '../admin/fieldSet';
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

/** A request's fields, as the queue and the request's screen render them. */
function useApprovalFields() {
  const choices = useChoices();
  return useFieldSet({
    created_at: { label: m.requestedAt, kind: 'dateTime' },
    entry_name: { label: m.location },
    entry_type: {
      label: m.entryType,
      kind: 'select',
      choices: choices.entryType,
      unsortable: true,
    },
    kind: { label: m.kind, kind: 'select', choices: choices.kind, unsortable: true },
    status: { label: m.status, kind: 'select', choices: choices.status, unsortable: true },
    decision_message: { label: m.decisionMessage },
  });
}

/** The approval queue: waiting requests first (oldest first), with what each one changes. */
export function ApprovalList() {
  const intl = useIntl();
  const fields = useApprovalFields();
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
        {fields('created_at', 'entry_type', 'entry_name', 'kind')}
        <FunctionField
          label={intl.formatMessage(m.changes)}
          render={(record: Approval) => changedFieldNames(record, intl).join(', ')}
        />
        {fields('status')}
      </Datagrid>
    </List>
  );
}

export function ApprovalShow() {
  const fields = useApprovalFields();
  return (
    <Show>
      <SimpleShowLayout>
        {fields('entry_name', 'entry_type', 'kind', 'status', 'created_at')}
        <ApprovalChanges />
        {fields('decision_message')}
        <Decision />
      </SimpleShowLayout>
    </Show>
  );
}
