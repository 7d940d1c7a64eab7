import { useState } from 'react';
import { Stack, TextField as MuiTextField } from '@mui/material';
import {
  Button,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import { useIntl } from 'react-intl';
import type { Approval } from '@eventalp/plugin-catalog/domain';
import { usePlatform, ValidationError } from '@eventalp/shell-kit';
import { approvalActions } from './approvalActions';
import { entryMessages as m } from './entryMessages';

/** Approves the selected requests in one call; those no longer waiting are skipped. */
export function BulkApproveButton() {
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

/** Approve, or reject with a reason the owner gets by mail (the API's text under the field). */
export function Decision() {
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
