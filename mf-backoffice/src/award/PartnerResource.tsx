import {
  Button,
  Datagrid,
  DateField,
  DateInput,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { useState } from 'react';
import { Stack, TextField as MuiTextField } from '@mui/material';
import { useIntl } from 'react-intl';
import type { BackofficeDataProvider } from '../admin/dataProvider';
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
 * a confirmed one is approved or rejected on its page.
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

/**
 * Approves or rejects a registration that waits for it (confirmed by the partner), with an
 * optional message that goes to the partner with the decision.
 */
function DecisionForm() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !resource || record.status !== 'pending') return null;
  const decide = async (decision: 'approved' | 'rejected') => {
    setBusy(true);
    try {
      await dataProvider.act(resource, 'decision', {
        id: record.id,
        body: { decision, ...(message.trim() ? { message } : {}) },
      });
      setError(null);
      notify(intl.formatMessage(m.decided));
      refresh();
    } catch (failure) {
      const body = (failure as { body?: { errors?: Record<string, string[] | string> } }).body;
      const field = body?.errors?.message;
      setError((Array.isArray(field) ? field.join(' ') : field) ?? (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 640 }}>
      <MuiTextField
        label={intl.formatMessage(m.decisionMessage)}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={error !== null}
        helperText={error ?? intl.formatMessage(m.decisionHelp)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={2}>
        <Button
          label={intl.formatMessage(m.approve)}
          variant="contained"
          disabled={busy}
          onClick={() => void decide('approved')}
        />
        <Button
          label={intl.formatMessage(m.reject)}
          variant="outlined"
          disabled={busy}
          onClick={() => void decide('rejected')}
        />
      </Stack>
    </Stack>
  );
}

/** One registration as the partner entered it (never its password), and the decision on it. */
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
        <DateField source="decided_at" label={intl.formatMessage(m.decidedAt)} showTime />
        <TextField source="decision_message" label={intl.formatMessage(m.decisionMessage)} />
        <DecisionForm />
      </SimpleShowLayout>
    </Show>
  );
}
