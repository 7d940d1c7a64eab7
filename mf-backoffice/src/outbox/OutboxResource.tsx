import {
  BooleanField,
  Button,
  Datagrid,
  DateField,
  List,
  NumberField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { adminMessages } from '../admin/adminMessages';
import type { BackofficeDataProvider } from '../admin/dataProvider';
import { RecordHistory } from '../admin/RecordHistory';
import { outboxMessages as m } from './outboxMessages';
import { searchFilter } from '../admin/listFilters';

/** The outbox's states with their labels (the API filters by these ids). */
function useStatusChoices() {
  const intl = useIntl();
  return [
    { id: 'pending', name: intl.formatMessage(m.statusPending) },
    { id: 'sending', name: intl.formatMessage(m.statusSending) },
    { id: 'sent', name: intl.formatMessage(m.statusSent) },
    { id: 'failed', name: intl.formatMessage(m.statusFailed) },
    { id: 'dead', name: intl.formatMessage(m.statusDead) },
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
  ];
}

/** Every mail of the outbox, newest first, filtered by state, searched by recipient and subject. */
export function OutboxList() {
  const intl = useIntl();
  const statuses = useStatusChoices();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="to" label={intl.formatMessage(m.to)} />
        <TextField source="subject" label={intl.formatMessage(m.subject)} />
        <SelectField source="status" label={intl.formatMessage(m.status)} choices={statuses} />
        <NumberField source="attempts" label={intl.formatMessage(m.attempts)} />
        <DateField source="sent_at" label={intl.formatMessage(m.sentAt)} showTime />
      </Datagrid>
    </List>
  );
}

/** Sends a failed (or given up) mail again; the API refuses any other with its German text. */
export function RetryMailButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  if (!record || !resource || !['failed', 'dead'].includes(String(record.status))) return null;
  const act = async () => {
    try {
      await dataProvider.retry(resource, record.id);
      notify(intl.formatMessage(m.retried));
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button label={intl.formatMessage(m.retry)} onClick={act} />;
}

/** One mail: recipient, subject, text, state, attempts and last error, with its history. */
export function OutboxShow() {
  const intl = useIntl();
  return (
    <Show
      actions={
        <TopToolbar>
          <RetryMailButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="to" label={intl.formatMessage(m.to)} />
        <TextField source="from" label={intl.formatMessage(m.from)} />
        <TextField source="reply_to" label={intl.formatMessage(m.replyTo)} emptyText="–" />
        <TextField source="subject" label={intl.formatMessage(m.subject)} />
        <TextField
          source="text"
          label={intl.formatMessage(m.text)}
          sx={{ whiteSpace: 'pre-wrap' }}
        />
        <BooleanField source="has_attachments" label={intl.formatMessage(m.hasAttachments)} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={useStatusChoices()}
        />
        <NumberField source="attempts" label={intl.formatMessage(m.attempts)} />
        <TextField
          source="last_error"
          label={intl.formatMessage(m.lastError)}
          emptyText="–"
          sx={{ whiteSpace: 'pre-wrap' }}
        />
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <DateField source="sent_at" label={intl.formatMessage(m.sentAt)} showTime emptyText="–" />
        <DateField
          source="updated_at"
          label={intl.formatMessage(adminMessages.updatedAt)}
          showTime
        />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}
