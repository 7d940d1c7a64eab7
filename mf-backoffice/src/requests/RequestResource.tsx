import {
  ArrayField,
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
import { ListActions } from '../admin/ListActions';
import { searchFilter } from '../admin/listFilters';
import { outboxMessages } from '../outbox/outboxMessages';
import { requestMessages as m } from './requestMessages';

function useChoices() {
  const intl = useIntl();
  return {
    status: [
      { id: 'open', name: intl.formatMessage(m.statusOpen) },
      { id: 'archived', name: intl.formatMessage(m.statusArchived) },
    ],
    entryType: [
      { id: 'location', name: intl.formatMessage(m.typeLocation) },
      { id: 'provider', name: intl.formatMessage(m.typeProvider) },
    ],
    mailKind: [
      { id: 'entry', name: intl.formatMessage(m.kindEntry) },
      { id: 'confirmation', name: intl.formatMessage(m.kindConfirmation) },
      { id: 'reply', name: intl.formatMessage(m.kindReply) },
    ],
    mailStatus: [
      { id: 'pending', name: intl.formatMessage(outboxMessages.statusPending) },
      { id: 'sending', name: intl.formatMessage(outboxMessages.statusSending) },
      { id: 'sent', name: intl.formatMessage(outboxMessages.statusSent) },
      { id: 'failed', name: intl.formatMessage(outboxMessages.statusFailed) },
      { id: 'dead', name: intl.formatMessage(outboxMessages.statusDead) },
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
      key="entry_type"
      source="entry_type"
      label={intl.formatMessage(m.entryType)}
      choices={choices.entryType}
    />,
    <NumberInput key="entry_id" source="entry_id" label={intl.formatMessage(m.entryId)} min={1} />,
    <DateInput
      key="created_from"
      source="created_from"
      label={intl.formatMessage(m.createdFrom)}
    />,
    <DateInput key="created_to" source="created_to" label={intl.formatMessage(m.createdTo)} />,
  ];
}

/** A request's fields, as its list and its show screen render them. */
function useRequestFields() {
  const choices = useChoices();
  return useFieldSet({
    created_at: { label: m.createdAt, kind: 'dateTime' },
    entry_name: { label: m.entryName, dash: true },
    entry_type: {
      label: m.entryType,
      kind: 'select',
      choices: choices.entryType,
      unsortable: true,
    },
    entry_id: { label: m.entryId, kind: 'number', unsortable: true },
    first_name: { label: m.firstName },
    last_name: { label: m.lastName },
    email: { label: m.email },
    phone: { label: m.phone },
    company: { label: m.company, dash: true },
    desired_date: { label: m.desiredDate, kind: 'date' },
    people: { label: m.people, kind: 'number' },
    occasion: { label: m.occasion, dash: true },
    comment: { label: m.comment, kind: 'longText', dash: true },
    status: { label: m.status, kind: 'select', choices: choices.status },
  });
}

/** Every request, newest first: search by requester, filters by entry, status and date; CSV. */
export function RequestList() {
  const fields = useRequestFields();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields(
          'created_at',
          'last_name',
          'email',
          'entry_type',
          'entry_id',
          'desired_date',
          'people',
          'status',
        )}
      </Datagrid>
    </List>
  );
}

/** One request as the requester sent it, read-only, with every mail sent for it. */
export function RequestShow() {
  const intl = useIntl();
  const choices = useChoices();
  const fields = useRequestFields();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        {fields(
          'created_at',
          'entry_name',
          'entry_type',
          'entry_id',
          'first_name',
          'last_name',
          'email',
          'phone',
          'company',
          'desired_date',
          'people',
          'occasion',
          'comment',
          'status',
        )}
        <ArrayField source="mails" label={intl.formatMessage(m.mails)}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <SelectField
              source="kind"
              label={intl.formatMessage(m.mailKind)}
              choices={choices.mailKind}
              sortable={false}
            />
            <TextField source="to" label={intl.formatMessage(m.mailTo)} sortable={false} />
            <TextField
              source="subject"
              label={intl.formatMessage(m.mailSubject)}
              sortable={false}
            />
            <SelectField
              source="status"
              label={intl.formatMessage(m.mailStatus)}
              choices={choices.mailStatus}
              sortable={false}
            />
            <DateField
              source="sent_at"
              label={intl.formatMessage(m.mailSentAt)}
              showTime
              emptyText="–"
              sortable={false}
            />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
