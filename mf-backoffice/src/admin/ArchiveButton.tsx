import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { adminMessages } from './adminMessages';
import type { BackofficeDataProvider } from './dataProvider';

/** Archives the record, or restores it when it is archived (`archived_at`). */
export function ArchiveButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const intl = useIntl();
  if (!record || !resource) return null;
  const archived = Boolean(record.archived_at);
  const act = async () => {
    try {
      await dataProvider[archived ? 'restore' : 'archive'](resource, record.id);
      notify(
        intl.formatMessage(archived ? adminMessages.restoredDone : adminMessages.archivedDone),
      );
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button
      label={intl.formatMessage(archived ? adminMessages.restore : adminMessages.archive)}
      onClick={act}
    />
  );
}
