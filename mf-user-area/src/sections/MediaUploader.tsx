import Uppy, { type Meta } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { UppyContextProvider, useDropzone } from '@uppy/react';
import { csrfTokenFromMeta } from '@eventalp/shell-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage, defineMessage, useIntl } from 'react-intl';

export interface UploadedMedia {
  id: number;
  name: string;
  title: string | null;
  slot: string | null;
  mime_type: string;
  src: string;
  url: string;
}

const uploadFailed = defineMessage({
  id: 'userArea.upload.failed',
  defaultMessage: 'Der Upload ist fehlgeschlagen. Bitte versuche es noch einmal.',
});

/** The API's message for a refused file (`{ message }`, the spec's upload text), if it sent one. */
function refusal(request: XMLHttpRequest | undefined): string | null {
  if (!request || request.status < 400 || request.status >= 500) return null;
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

interface Progress {
  id: string;
  name: string;
  percent: number;
  error: string | null;
}

interface MediaUploaderProps {
  /** `/api/user/entries/{type}/{id}/media` or `/api/user/rooms/{id}/media`. */
  endpoint: string;
  collection: string;
  /** Accepted types the file dialog offers (the server decides by content). */
  accept: string;
  label: string;
  onUploaded(media: UploadedMedia): void;
}

/**
 * Upload by Uppy (drag and drop or the file dialog) with a progress bar per file. The API checks
 * each file by its content and answers the spec's message when it does not accept it.
 */
export function MediaUploader(props: MediaUploaderProps) {
  const [uppy] = useState(() =>
    new Uppy<Meta>({ autoProceed: true, meta: { collection: props.collection } }).use(XHRUpload, {
      endpoint: props.endpoint,
      fieldName: 'file',
      formData: true,
      allowedMetaFields: ['collection'],
      withCredentials: true,
      headers: () => ({ 'X-CSRF-Token': csrfTokenFromMeta() ?? '' }),
      limit: 2,
      // A refused file (4xx) is refused again on every try: only a lost connection or a server
      // failure is worth another attempt.
      shouldRetry: (xhr: XMLHttpRequest) => xhr.status === 0 || xhr.status >= 500,
    }),
  );
  const [progress, setProgress] = useState<Progress[]>([]);
  const { onUploaded } = props;
  const intl = useIntl();

  useEffect(() => {
    const update = (id: string, change: Partial<Progress>) =>
      setProgress((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
    const onAdded = (file: { id: string; name?: string }) =>
      setProgress((list) => [
        ...list,
        { id: file.id, name: file.name ?? '', percent: 0, error: null },
      ]);
    const onProgress = (
      file: { id: string } | undefined,
      state: { bytesUploaded: number; bytesTotal: number | null },
    ) => {
      if (file && state.bytesTotal)
        update(file.id, { percent: Math.round((state.bytesUploaded / state.bytesTotal) * 100) });
    };
    const onSuccess = (file: { id: string } | undefined, response: { body?: unknown }) => {
      if (!file) return;
      update(file.id, { percent: 100 });
      onUploaded(response.body as UploadedMedia);
      uppy.removeFile(file.id);
      setTimeout(() => setProgress((list) => list.filter((item) => item.id !== file.id)), 1500);
    };
    const onError = (file: { id: string } | undefined, error: Error, request?: XMLHttpRequest) => {
      if (!file) return;
      update(file.id, { error: refusal(request) ?? intl.formatMessage(uploadFailed) });
      uppy.removeFile(file.id);
    };
    uppy.on('file-added', onAdded);
    uppy.on('upload-progress', onProgress as never);
    uppy.on('upload-success', onSuccess as never);
    uppy.on('upload-error', onError as never);
    return () => {
      uppy.off('file-added', onAdded);
      uppy.off('upload-progress', onProgress as never);
      uppy.off('upload-success', onSuccess as never);
      uppy.off('upload-error', onError as never);
    };
  }, [uppy, onUploaded, intl]);

  return (
    <UppyContextProvider uppy={uppy}>
      <DropZone label={props.label} accept={props.accept} />
      {progress.length > 0 && (
        <ul className="ea-upload__progress" aria-live="polite">
          {progress.map((item) => (
            <li key={item.id}>
              <span>{item.name}</span>
              {item.error ? (
                <span role="alert" className="ea-form__error">
                  {item.error}
                </span>
              ) : (
                <progress max={100} value={item.percent} aria-label={item.name}>
                  {item.percent} %
                </progress>
              )}
            </li>
          ))}
        </ul>
      )}
    </UppyContextProvider>
  );
}

function DropZone({ label, accept }: { label: string; accept: string }) {
  const { getRootProps, getInputProps } = useDropzone({ noClick: true });
  const input = getInputProps();
  return (
    <div className="ea-upload__zone" {...getRootProps()}>
      <input {...input} accept={accept} className="ea-visually-hidden" aria-label={label} />
      <p>
        <FormattedMessage id="userArea.upload.drop" defaultMessage="Dateien hierher ziehen oder" />{' '}
        <label htmlFor={input.id} className="ea-button">
          {label}
        </label>
      </p>
    </div>
  );
}
