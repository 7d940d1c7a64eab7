import type { OwnerEntry } from '@eventalp/plugin-catalog/domain';
import type { InboxPage as InboxAnswer } from '@eventalp/plugin-requests/domain';
import { Pagination } from '@eventalp/shell-ui';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { EntryNav } from '../shared/EntryNav';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';

const viewLabels = defineMessages({
  open: { id: 'userArea.requests.open', defaultMessage: 'Offen' },
  archived: { id: 'userArea.requests.archived', defaultMessage: 'Archiviert' },
  all: { id: 'userArea.requests.all', defaultMessage: 'Alle' },
});

export interface InboxPageData {
  entry: OwnerEntry;
  inbox: InboxAnswer;
}

/** `/site/user/{type}/requests/{open|archived|all}/{entityId}`: an entry's requests. */
export function InboxPage({ data }: { data: InboxPageData }) {
  const intl = useIntl();
  const { entry, inbox } = data;
  const date = (iso: string) =>
    intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return (
    <UserAreaFrame current="entries">
      <EntryNav entry={entry} current="requests" />
      <h1>
        <FormattedMessage
          id="userArea.requests.title"
          defaultMessage="Anfragen an {name}"
          values={{ name: entry.name }}
        />
      </h1>
      <nav
        aria-label={intl.formatMessage({
          id: 'userArea.requests.views',
          defaultMessage: 'Ansicht',
        })}
      >
        <ul className="ea-entry-nav">
          {(['open', 'archived', 'all'] as const).map((view) => (
            <li key={view}>
              <a
                href={userAreaPaths.requests(entry.type, view, entry.id)}
                aria-current={view === inbox.view ? 'page' : undefined}
              >
                {intl.formatMessage(viewLabels[view])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {inbox.data.length === 0 ? (
        <p className="ea-status">
          <FormattedMessage
            id="userArea.requests.none"
            defaultMessage="Keine Anfragen in dieser Ansicht."
          />
        </p>
      ) : (
        <div className="ea-table-scroll">
          <table className="ea-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="userArea.requests.received" defaultMessage="Eingang" />
                </th>
                <th scope="col">
                  <FormattedMessage id="userArea.requests.from" defaultMessage="Von" />
                </th>
                <th scope="col">
                  <FormattedMessage id="userArea.requests.date" defaultMessage="Wunschdatum" />
                </th>
                <th scope="col">
                  <FormattedMessage id="userArea.requests.people" defaultMessage="Personen" />
                </th>
                <th scope="col">
                  <FormattedMessage id="userArea.requests.status" defaultMessage="Status" />
                </th>
              </tr>
            </thead>
            <tbody>
              {inbox.data.map((request) => (
                <tr key={request.id}>
                  <td>{date(request.created_at)}</td>
                  <td>
                    <a href={userAreaPaths.request(entry.type, request.id)}>
                      {request.first_name} {request.last_name}
                    </a>
                    {request.company ? `, ${request.company}` : ''}
                  </td>
                  <td>{date(request.desired_date)}</td>
                  <td>{request.people}</td>
                  <td>
                    {intl.formatMessage(viewLabels[request.status])}
                    {request.replies > 0 && (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="userArea.requests.replied"
                          defaultMessage="beantwortet"
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={inbox.page}
        pageCount={Math.max(1, Math.ceil(inbox.total / inbox.per_page))}
        hrefFor={(page) =>
          `${userAreaPaths.requests(entry.type, inbox.view, entry.id)}?page=${page}`
        }
        labels={{
          nav: intl.formatMessage({ id: 'userArea.requests.pages', defaultMessage: 'Seiten' }),
          previous: intl.formatMessage({
            id: 'userArea.requests.previous',
            defaultMessage: 'Zurück',
          }),
          next: intl.formatMessage({ id: 'userArea.requests.next', defaultMessage: 'Weiter' }),
        }}
      />
    </UserAreaFrame>
  );
}
