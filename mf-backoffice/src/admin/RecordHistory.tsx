import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import { useIntl } from 'react-intl';
import type { AuditEntry } from '@eventalp/platform-sdk';
import { adminMessages } from './adminMessages';
import type { BackofficeDataProvider } from './dataProvider';

/** The record's changes from the audit log, newest first: when, what, by whom, which fields. */
export function RecordHistory() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const intl = useIntl();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const id = record?.id;
  useEffect(() => {
    if (id === undefined || !resource) return;
    let current = true;
    dataProvider.history(resource, id).then(
      (found) => current && setEntries(found),
      () => current && setEntries([]),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id]);
  if (entries.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage(adminMessages.history)}>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {intl.formatMessage(adminMessages.history)}
      </Typography>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            {intl.formatMessage(
              {
                id: 'backoffice.history.entry',
                defaultMessage: '{when}: {action} von {who} ({fields})',
              },
              {
                when: intl.formatDate(entry.created_at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
                action: entry.action,
                who: entry.actor_name,
                fields: entry.changed.join(', '),
              },
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
