import type { InboxRequestDetail } from '@eventalp/plugin-requests/domain';
import { inboxClient } from '@eventalp/plugin-requests/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { userAreaPaths } from '../shared/userAreaPaths';

/** `/site/user/{type}/requests/view/{requestId}`: the requester's data, replies, reply, archive. */
export function RequestViewPage({ data }: { data: InboxRequestDetail }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [detail, setDetail] = useState(data);
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  useUnsavedChangesGuard(reply.trim() !== '');
  const { request, entry } = detail;
  const inbox = inboxClient(http);
  const refresh = async () => setDetail(await inbox.view(request.id));
  const date = (iso: string) =>
    intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      setMessage((await inbox.reply(request.id, reply)).message);
      setReply('');
      setErrors({});
      await refresh();
    } catch (error) {
      setErrors(fieldErrorsFrom(error) ?? {});
    }
  }
  async function toggleArchive() {
    const answer =
      request.status === 'open' ? await inbox.archive(request.id) : await inbox.restore(request.id);
    setMessage(answer.message);
    await refresh();
  }

  return (
    <UserAreaFrame current="entries">
      <p>
        <a href={userAreaPaths.requests(entry.type, 'open', entry.id)}>
          <FormattedMessage
            id="userArea.request.back"
            defaultMessage="Alle Anfragen an {name}"
            values={{ name: entry.name }}
          />
        </a>
      </p>
      <h1>
        <FormattedMessage
          id="userArea.request.title"
          defaultMessage="Anfrage von {name}"
          values={{ name: `${request.first_name} ${request.last_name}` }}
        />
      </h1>
      {message && (
        <p role="status" className="ea-status ea-status--success">
          {message}
        </p>
      )}
      <dl className="ea-request-data">
        <dt>
          <FormattedMessage id="userArea.request.email" defaultMessage="E-Mail" />
        </dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>
          <FormattedMessage id="userArea.request.phone" defaultMessage="Telefon" />
        </dt>
        <dd>
          <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
        </dd>
        {request.company && (
          <>
            <dt>
              <FormattedMessage id="userArea.request.company" defaultMessage="Firma" />
            </dt>
            <dd>{request.company}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="userArea.requests.date" defaultMessage="Wunschdatum" />
        </dt>
        <dd>{date(request.desired_date)}</dd>
        <dt>
          <FormattedMessage id="userArea.requests.people" defaultMessage="Personen" />
        </dt>
        <dd>{request.people}</dd>
        {request.occasion && (
          <>
            <dt>
              <FormattedMessage id="userArea.request.occasion" defaultMessage="Anlass" />
            </dt>
            <dd>{request.occasion}</dd>
          </>
        )}
        {request.comment && (
          <>
            <dt>
              <FormattedMessage id="userArea.request.comment" defaultMessage="Nachricht" />
            </dt>
            <dd className="ea-pre">{request.comment}</dd>
          </>
        )}
      </dl>
      <p className="ea-actions">
        <button type="button" className="ea-button" onClick={toggleArchive}>
          {request.status === 'open' ? (
            <FormattedMessage id="userArea.request.archive" defaultMessage="Archivieren" />
          ) : (
            <FormattedMessage id="userArea.request.restore" defaultMessage="Wiederherstellen" />
          )}
        </button>
      </p>
      <section aria-labelledby="ea-replies">
        <h2 id="ea-replies">
          <FormattedMessage id="userArea.request.replies" defaultMessage="Antworten" />
        </h2>
        {detail.replies.map((item) => (
          <article key={item.id} className="ea-owner-card">
            <p className="ea-pre">{item.message}</p>
            <p>
              <small>
                {intl.formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </small>
            </p>
          </article>
        ))}
        <form className="ea-form" noValidate onSubmit={send}>
          <FormField
            multiline
            label={intl.formatMessage({
              id: 'userArea.request.reply',
              defaultMessage: 'Antwort per E-Mail',
            })}
            value={reply}
            errors={errors.message}
            onChange={(event) => setReply(event.target.value)}
          />
          <button type="submit" className="ea-button ea-button--primary">
            <FormattedMessage id="userArea.request.send" defaultMessage="Antwort senden" />
          </button>
        </form>
      </section>
    </UserAreaFrame>
  );
}
