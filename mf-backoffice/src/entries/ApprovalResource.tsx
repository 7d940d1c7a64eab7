import { useState } from 'react';
import { Stack, TextField as MuiTextField } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import { useIntl } from 'react-intl';
import type { Approval } from '@eventalp/plugin-catalog/domain';
import { usePlatform, ValidationError } from '@eventalp/shell-kit';
import { adminMessages } from '../admin/adminMessages';
import { ApprovalChanges, changedFieldNames } from './ApprovalChanges';
import { approvalActions } from './approvalActions';
import { entryMessages as m } from './entryMessages';

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
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={intl.formatMessage(adminMessages.search)}
    />,
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

/** Approves the selected requests in one call; those no longer waiting are skipped. */
function BulkApproveButton() {
  const { selectedIds } = useListContext();
  const { http } = usePlatform();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('approvals');
  const intl = useIntl();
  const approve = async () => {
    try {
      const answer = await approvalActions(http).approveMany(selectedIds as number[]);
      notify(answer.message);
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label={intl.formatMessage(m.approveSelected)} onClick={approve} />;
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

/** Approve, or reject with a reason the owner gets by mail (the API's text under the field). */
function Decision() {
  const record = useRecordContext<Approval>();
  const { http } = usePlatform();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || record.status !== 'pending') return null;
  const actions = approvalActions(http);
  const decide = async (call: () => Promise<{ message: string }>) => {
    try {
      notify((await call()).message);
      setError(null);
      refresh();
    } catch (failure) {
      if (failure instanceof ValidationError) setError(failure.errors.message?.[0] ?? null);
      else notify((failure as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Button
        variant="contained"
        label={intl.formatMessage(m.approve)}
        onClick={() => decide(() => actions.approve(record.id))}
      />
      <MuiTextField
        label={intl.formatMessage(m.rejectReason)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error !== null}
        helperText={error}
        multiline
        minRows={3}
      />
      <Button
        variant="outlined"
        color="error"
        label={intl.formatMessage(m.reject)}
        onClick={() => decide(() => actions.reject(record.id, reason))}
      />
    </Stack>
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
