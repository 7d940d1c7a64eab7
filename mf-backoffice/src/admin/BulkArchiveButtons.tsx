import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useUnselectAll,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { adminMessages } from './adminMessages';
import type { BackofficeDataProvider } from './dataProvider';

/**
 * Archive and restore of the selected rows in one request each (the resource contract's bulk
 * actions; every row audited), for lists whose resource archives instead of deleting.
 */
export function BulkArchiveButtons() {
  const { selectedIds } = useListContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource ?? '');
  const intl = useIntl();
  if (!resource) return null;
  const act = (action: 'archive' | 'restore') => async () => {
    try {
      await dataProvider.bulk(resource, action, selectedIds);
      notify(
        intl.formatMessage(
          action === 'archive' ? adminMessages.archivedDone : adminMessages.restoredDone,
        ),
      );
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label={intl.formatMessage(adminMessages.archive)} onClick={act('archive')} />
      <Button label={intl.formatMessage(adminMessages.restore)} onClick={act('restore')} />
    </>
  );
}
