import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import type { BackofficeDataProvider } from './dataProvider';

/**
 * A button for one of the resource's row actions (`POST /<resource>/:id/<action>`), asked for
 * again in a dialog; then the notice, or the API's German text as an error. Hidden when `shown`
 * says the record's state does not allow the action.
 */
export function RowActionButton({
  action,
  label,
  confirmTitle,
  confirmText,
  done,
  shown = () => true,
}: {
  action: string;
  label: string;
  confirmTitle: string;
  confirmText: string;
  done: string;
  shown?: (record: RaRecord) => boolean;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource || !shown(record)) return null;
  const act = async () => {
    setBusy(true);
    try {
      await dataProvider.act(resource, action, { id: record.id });
      notify(done);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={busy} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={confirmTitle}
        content={confirmText}
        onConfirm={act}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
