import {
  ArrayField,
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  NumberInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { useIntl } from 'react-intl';
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

/** Every request, newest first: search by requester, filters by entry, status and date; CSV. */
export function RequestList() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="last_name" label={intl.formatMessage(m.lastName)} />
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <SelectField
          source="entry_type"
          label={intl.formatMessage(m.entryType)}
          choices={choices.entryType}
          sortable={false}
        />
        <NumberField source="entry_id" label={intl.formatMessage(m.entryId)} sortable={false} />
        <DateField source="desired_date" label={intl.formatMessage(m.desiredDate)} />
        <NumberField source="people" label={intl.formatMessage(m.people)} />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={choices.status}
        />
      </Datagrid>
    </List>
  );
}

/** One request as the requester sent it, read-only, with every mail sent for it. */
export function RequestShow() {
  const intl = useIntl();
  const choices = useChoices();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="created_at" label={intl.formatMessage(m.createdAt)} showTime />
        <TextField source="entry_name" label={intl.formatMessage(m.entryName)} emptyText="–" />
        <SelectField
          source="entry_type"
          label={intl.formatMessage(m.entryType)}
          choices={choices.entryType}
        />
        <NumberField source="entry_id" label={intl.formatMessage(m.entryId)} />
        <TextField source="first_name" label={intl.formatMessage(m.firstName)} />
        <TextField source="last_name" label={intl.formatMessage(m.lastName)} />
        <TextField source="email" label={intl.formatMessage(m.email)} />
        <TextField source="phone" label={intl.formatMessage(m.phone)} />
        <TextField source="company" label={intl.formatMessage(m.company)} emptyText="–" />
        <DateField source="desired_date" label={intl.formatMessage(m.desiredDate)} />
        <NumberField source="people" label={intl.formatMessage(m.people)} />
        <TextField source="occasion" label={intl.formatMessage(m.occasion)} emptyText="–" />
        <TextField
          source="comment"
          label={intl.formatMessage(m.comment)}
          emptyText="–"
          sx={{ whiteSpace: 'pre-wrap' }}
        />
        <SelectField
          source="status"
          label={intl.formatMessage(m.status)}
          choices={choices.status}
        />
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
