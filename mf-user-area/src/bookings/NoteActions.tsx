import {
  bookingClient,
  type BookingAction,
  type BookingChange,
  type BookingDetail,
} from '@eventalp/plugin-packages/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { actionLabels } from './bookingLabels';

type NoteAction = Extract<BookingAction, 'accept' | 'reject' | 'cancel'>;

/** Accept, reject (requester) and cancel (either party), each with an optional note. */
export function NoteActions({
  booking,
  onChange,
  onError,
}: {
  booking: BookingDetail;
  onChange: (change: BookingChange) => void;
  onError: (error: unknown) => void;
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const client = bookingClient(http);
  const actions = (['accept', 'reject', 'cancel'] as const).filter((action) =>
    booking.actions.includes(action),
  );
  if (actions.length === 0) return null;

  async function run(action: NoteAction) {
    if (
      action === 'cancel' &&
      !window.confirm(
        intl.formatMessage({
          id: 'userArea.booking.confirmCancel',
          defaultMessage: 'Buchung wirklich stornieren?',
        }),
      )
    )
      return;
    try {
      const answer =
        action === 'accept'
          ? await client.accept(booking.id, note)
          : action === 'reject'
            ? await client.reject(booking.id, note)
            : booking.role === 'owner'
              ? await client.ownerCancel(booking.id, note)
              : await client.myCancel(booking.id, note);
      setNote('');
      setErrors({});
      onChange(answer);
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      if (fields) setErrors(fields);
      else onError(error);
    }
  }

  return (
    <div className="ea-form">
      <FormField
        multiline
        label={intl.formatMessage({
          id: 'userArea.booking.note',
          defaultMessage: 'Bemerkung (optional)',
        })}
        value={note}
        errors={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className="ea-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`ea-button${action === 'accept' ? ' ea-button--primary' : ''}`}
            onClick={() => run(action)}
          >
            {intl.formatMessage(actionLabels[action])}
          </button>
        ))}
      </p>
    </div>
  );
}
