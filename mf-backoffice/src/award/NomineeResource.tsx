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
  SearchInput,
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
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { adminMessages } from '../admin/adminMessages';
import { CsvExportButton } from '../admin/CsvExportButton';
import type { BackofficeDataProvider } from '../admin/dataProvider';
import { RecordHistory } from '../admin/RecordHistory';
import { nomineeMessages as m } from './nomineeMessages';

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

/** Formally checks or invites the selected nominees; those in another state are skipped. */
function BulkStepButton({ step }: { step: 'check' | 'invite' }) {
  const { selectedIds } = useListContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const intl = useIntl();
  const act = async () => {
    try {
      const done = await dataProvider.act<{ changed: number[]; skipped: number[] }>(
        resource,
        'steps',
        { body: { action: step, ids: selectedIds } },
      );
      notify(
        intl.formatMessage(m.stepsDone as MessageDescriptor, {
          changed: done.changed.length,
          skipped: done.skipped.length,
        }),
      );
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label={intl.formatMessage(step === 'check' ? m.check : m.invite)} onClick={act} />;
}

/**
 * Merges the selected nominees of one venue into the one nominated first (the lowest id): it
 * keeps every submitter's nomination, the others are deleted.
 */
function MergeButton() {
  const { selectedIds } = useListContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const intl = useIntl();
  const ids = [...selectedIds].map(Number).sort((a, b) => a - b);
  const act = async () => {
    try {
      await dataProvider.act(resource, 'merge', { id: ids[0], body: { ids: ids.slice(1) } });
      notify(intl.formatMessage(m.merged));
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label={intl.formatMessage(m.merge)} onClick={act} disabled={ids.length < 2} />;
}

function NomineeBulkActions() {
  return (
    <>
      <BulkStepButton step="check" />
      <BulkStepButton step="invite" />
      <MergeButton />
    </>
  );
}

/**
 * Nominated venues, newest first, filtered by state, year and city, searched by name, place,
 * SLA code and the submitters' e-mails; the formal check's steps and the merge for a selection.
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
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={<NomineeBulkActions />}>
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
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}
