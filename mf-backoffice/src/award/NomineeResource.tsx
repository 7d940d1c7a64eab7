import {
  Button,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceManyField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useState } from 'react';
import { Stack, TextField as MuiTextField } from '@mui/material';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CsvExportButton } from '../admin/CsvExportButton';
import type { BackofficeDataProvider } from '../admin/dataProvider';
import { RecordHistory } from '../admin/RecordHistory';
import { nomineeMessages as m } from './nomineeMessages';
import { searchFilter } from '../admin/listFilters';

/** The nomination flow's states with their labels (the API filters by these ids). */
function useStatusChoices() {
  const intl = useIntl();
  return [
    { id: 'submitted', name: intl.formatMessage(m.statusSubmitted) },
    { id: 'checked', name: intl.formatMessage(m.statusChecked) },
    { id: 'invited', name: intl.formatMessage(m.statusInvited) },
    { id: 'confirmed', name: intl.formatMessage(m.statusConfirmed) },
  ];
}

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <SelectInput
      key="status"
      source="status"
      label={intl.formatMessage(m.status)}
      choices={useStatusChoices()}
      alwaysOn
    />,
    <NumberInput key="year" source="year" label={intl.formatMessage(m.year)} />,
    <TextInput key="city" source="city" label={intl.formatMessage(m.city)} />,
  ];
}

/** The step the formal check takes next from a state, if any. */
const NEXT_STEP: Record<string, 'check' | 'invite' | undefined> = {
  submitted: 'check',
  checked: 'invite',
};

/**
 * Formally checks or invites the nominees on the list's page (filtered by state, e.g. every
 * submitted one); those in another state are skipped. Row checkboxes stay off (see README).
 */
function PageStepButton({ step }: { step: 'check' | 'invite' }) {
  const { data } = useListContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  const ids = (data ?? []).map((record) => record.id);
  const act = async () => {
    try {
      const done = await dataProvider.act<{ changed: number[]; skipped: number[] }>(
        resource,
        'steps',
        { body: { action: step, ids } },
      );
      notify(
        intl.formatMessage(m.stepsDone as MessageDescriptor, {
          changed: done.changed.length,
          skipped: done.skipped.length,
        }),
      );
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button
      label={intl.formatMessage(step === 'check' ? m.checkPage : m.invitePage)}
      onClick={act}
      disabled={ids.length === 0}
    />
  );
}

/**
 * Merges duplicates of the shown venue (their ids, as the list shows them) into it: it keeps
 * every submitter's nomination, the duplicates are deleted.
 */
function MergeForm() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || !resource) return null;
  const act = async () => {
    const parsed = ids
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    try {
      await dataProvider.act(resource, 'merge', { id: record.id, body: { ids: parsed } });
      setIds('');
      setError(null);
      notify(intl.formatMessage(m.merged));
      refresh();
    } catch (failure) {
      const body = (failure as { body?: { errors?: Record<string, string> } }).body;
      setError(body?.errors?.ids ?? (failure as Error).message);
    }
  };
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <MuiTextField
        label={intl.formatMessage(m.duplicates)}
        value={ids}
        onChange={(event) => setIds(event.target.value)}
        error={error !== null}
        helperText={error ?? intl.formatMessage(m.duplicatesHelp)}
        size="small"
      />
      <Button label={intl.formatMessage(m.merge)} onClick={act} disabled={ids.trim() === ''} />
    </Stack>
  );
}

/**
 * Nominated venues, newest first, filtered by state, year and city, searched by name, place,
 * SLA code and the submitters' e-mails; the formal check's steps for the page's nominees.
 */
export function NomineeList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <PageStepButton step="check" />
          <PageStepButton step="invite" />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" label="ID" />
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} />
        <TextField source="name" label={intl.formatMessage(m.venue)} />
        <TextField source="postcode" label={intl.formatMessage(m.postcode)} sortable={false} />
        <TextField source="city" label={intl.formatMessage(m.city)} />
        <NumberField source="year" label={intl.formatMessage(m.year)} />
        <NumberField source="nominations" label={intl.formatMessage(m.nominations)} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={useStatusChoices()}
        />
      </Datagrid>
    </List>
  );
}

/** The formal check's next step for the shown nominee: check, then invite. */
function StepButton() {
  const record = useRecordContext<RaRecord & { status: string }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  const step = record ? NEXT_STEP[record.status] : undefined;
  if (!record || !resource || !step) return null;
  const act = async () => {
    try {
      await dataProvider.act(resource, step, { id: record.id });
      notify(intl.formatMessage(step === 'check' ? m.checked : m.invited));
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label={intl.formatMessage(step === 'check' ? m.check : m.invite)} onClick={act} />;
}

/** One nominated venue: its state, its confirmation, who nominated it, its history. */
export function NomineeShow() {
  const intl = useIntl();
  return (
    <Show
      actions={
        <TopToolbar>
          <StepButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" label={intl.formatMessage(m.venue)} />
        <NumberField source="year" label={intl.formatMessage(m.year)} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={useStatusChoices()}
        />
        <NumberField source="location_id" label={intl.formatMessage(m.locationId)} emptyText="–" />
        <TextField source="postcode" label={intl.formatMessage(m.postcode)} emptyText="–" />
        <TextField source="city" label={intl.formatMessage(m.city)} emptyText="–" />
        <TextField source="sla_code" label={intl.formatMessage(m.slaCode)} />
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <DateField
          source="checked_at"
          label={intl.formatMessage(m.checkedAt)}
          showTime
          emptyText="–"
        />
        <DateField
          source="invited_at"
          label={intl.formatMessage(m.invitedAt)}
          showTime
          emptyText="–"
        />
        <DateField
          source="confirmed_at"
          label={intl.formatMessage(m.confirmedAt)}
          showTime
          emptyText="–"
        />
        <TextField source="diploma_name" label={intl.formatMessage(m.diplomaName)} emptyText="–" />
        <TextField source="company" label={intl.formatMessage(m.company)} emptyText="–" />
        <TextField
          source="contact_email"
          label={intl.formatMessage(m.contactEmail)}
          emptyText="–"
        />
        <TextField
          source="contact_phone"
          label={intl.formatMessage(m.contactPhone)}
          emptyText="–"
        />
        <FunctionField
          label={intl.formatMessage(m.categories)}
          render={(record: { categories: number[] | null }) => record.categories?.join(', ') || '–'}
        />
        <NumberField
          source="main_category"
          label={intl.formatMessage(m.mainCategory)}
          emptyText="–"
        />
        <ReferenceManyField
          reference="award-nominations"
          target="nominee_id"
          label={intl.formatMessage(m.submitters)}
          sort={{ field: 'created_at', order: 'ASC' }}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="created_at" label={intl.formatMessage(m.createdAt)} />
            <TextField source="first_name" label={intl.formatMessage(m.firstName)} />
            <TextField source="last_name" label={intl.formatMessage(m.lastName)} />
            <TextField source="email" label={intl.formatMessage(m.email)} />
            <TextField source="function" label={intl.formatMessage(m.function)} />
            <TextField source="source" label={intl.formatMessage(m.source)} emptyText="–" />
            <TextField source="message" label={intl.formatMessage(m.message)} emptyText="–" />
          </Datagrid>
        </ReferenceManyField>
        <MergeForm />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}
