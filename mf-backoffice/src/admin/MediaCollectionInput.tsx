import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { adminMessages as m } from './adminMessages';
import type { BackofficeDataProvider, MediaFile } from './dataProvider';

/**
 * The files of one media collection of the record (`/<resource>/:id/media/<collection>`):
 * thumbnails of images, names of documents (linked), each with a delete button and buttons to
 * move it forward or back; a labelled button opens the file dialog and uploads the chosen file
 * at once. A refused file shows the API's German text. Changes go to the API immediately, not
 * with the form's save. A record not yet saved has no files: the hint says so.
 */
export function MediaCollectionInput({
  collection,
  label,
  accept,
}: {
  collection: string;
  /** The collection's name as the form shows it, e.g. "Fotos". */
  label: string;
  /** The types the file dialog offers (the API decides by content), e.g. `image/*`. */
  accept: string;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const intl = useIntl();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<MediaFile[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = record?.id;

  const load = useCallback(async () => {
    if (id === undefined || !resource) return;
    setFiles(await dataProvider.mediaFiles(resource, id, collection));
  }, [dataProvider, resource, id, collection]);
  useEffect(() => {
    load().catch((failure: Error) => setError(failure.message));
  }, [load]);

  const run = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      await load();
      notify(done);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (!resource) return null;
  const uploadChosen = (file: File | undefined) => {
    if (!file || id === undefined) return;
    void run(
      () => dataProvider.uploadMedia(resource, id, collection, file),
      intl.formatMessage(m.mediaUploaded),
    ).finally(() => {
      if (input.current) input.current.value = '';
    });
  };
  const move = (index: number, by: -1 | 1) => {
    if (!files || id === undefined) return;
    const ids = files.map((file) => file.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(
      () => dataProvider.orderMedia(resource, id, collection, ids),
      intl.formatMessage(m.mediaOrdered),
    );
  };
  const uploadLabel = intl.formatMessage(m.mediaUpload as MessageDescriptor, { collection: label });

  return (
    <section className="ea-bo-media" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      {id === undefined ? (
        <p>{intl.formatMessage(m.mediaAfterSave)}</p>
      ) : (
        <>
          {files && files.length === 0 && <p>{intl.formatMessage(m.mediaEmpty)}</p>}
          {files && files.length > 0 && (
            <ol className="ea-bo-media__files">
              {files.map((file, index) => (
                <li key={file.id}>
                  {file.mime_type.startsWith('image/') ? (
                    <img src={file.src} alt={file.title ?? file.name} width={120} />
                  ) : (
                    <a href={file.url} target="_blank" rel="noreferrer">
                      {file.title ?? file.name}
                    </a>
                  )}
                  <Button
                    label={intl.formatMessage(m.mediaForward)}
                    aria-label={intl.formatMessage(m.mediaForwardNamed as MessageDescriptor, {
                      name: file.name,
                    })}
                    onClick={() => move(index, -1)}
                    disabled={busy || index === 0}
                  />
                  <Button
                    label={intl.formatMessage(m.mediaBack)}
                    aria-label={intl.formatMessage(m.mediaBackNamed as MessageDescriptor, {
                      name: file.name,
                    })}
                    onClick={() => move(index, 1)}
                    disabled={busy || index === files.length - 1}
                  />
                  <Button
                    label={intl.formatMessage(m.mediaDelete)}
                    aria-label={intl.formatMessage(m.mediaDeleteNamed as MessageDescriptor, {
                      name: file.name,
                    })}
                    color="error"
                    onClick={() =>
                      void run(
                        () => dataProvider.deleteMedia(resource, id, collection, file.id),
                        intl.formatMessage(m.mediaDeleted),
                      )
                    }
                    disabled={busy}
                  />
                </li>
              ))}
            </ol>
          )}
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            aria-label={uploadLabel}
            onChange={(event) => uploadChosen(event.target.files?.[0])}
          />
          <Button
            label={uploadLabel}
            variant="outlined"
            onClick={() => input.current?.click()}
            disabled={busy}
          />
        </>
      )}
      {error && (
        <p role="alert" className="ea-bo-media__error">
          {error}
        </p>
      )}
    </section>
  );
}
