import {
  bookingClient,
  formatChf,
  type BookingChange,
  type BookingDetail,
} from '@eventalp/plugin-packages/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { actionLabels } from './bookingLabels';
import { uploadBookingFile } from './uploadBookingFile';

/** Francs as typed ("1234.50", "1'234.50") to Rappen; NaN when not a price. */
const rappenOf = (text: string) => {
  const clean = text.replace(/['’\s]/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

/** The venue owner's actions on a booking: send the offer, upload agreement and billing. */
export function OwnerActions({
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
  const [text, setText] = useState('');
  const [amount, setAmount] = useState((booking.total / 100).toFixed(2));
  const [iban, setIban] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const may = (action: BookingDetail['actions'][number]) => booking.actions.includes(action);

  async function run(work: () => Promise<BookingChange>) {
    try {
      onChange(await work());
      setErrors({});
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      if (fields) setErrors(fields);
      else onError(error);
    }
  }
  const sendOffer = (event: FormEvent) => {
    event.preventDefault();
    const rappen = rappenOf(amount);
    return run(() =>
      bookingClient(http).sendOffer(booking.id, {
        text,
        amount: Number.isNaN(rappen) ? amount : rappen,
        iban,
      }),
    );
  };
  const upload = (kind: 'agreement' | 'billing') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setErrors({
        file: [
          intl.formatMessage({
            id: 'userArea.booking.noFile',
            defaultMessage: 'Keine Datei ausgewählt.',
          }),
        ],
      });
      return;
    }
    return run(() => uploadBookingFile(kind, booking.id, file));
  };
  const fileForm = (kind: 'agreement' | 'billing') => (
    <form className="ea-form" noValidate onSubmit={upload(kind)}>
      <label>
        {intl.formatMessage(
          actionLabels[kind === 'agreement' ? 'upload_agreement' : 'upload_billing'],
        )}{' '}
        <small>
          {kind === 'agreement' ? (
            <FormattedMessage
              id="userArea.booking.agreementTypes"
              defaultMessage="PDF, DOC oder DOCX, max. 10 MB"
            />
          ) : (
            <FormattedMessage id="userArea.booking.billingTypes" defaultMessage="PDF, max. 10 MB" />
          )}
        </small>
        <input
          type="file"
          name="file"
          accept={kind === 'agreement' ? '.pdf,.doc,.docx' : '.pdf'}
          aria-invalid={errors.file ? true : undefined}
        />
      </label>
      {errors.file && (
        <p role="alert" className="ea-field-error">
          {errors.file[0]}
        </p>
      )}
      <button type="submit" className="ea-button ea-button--primary">
        <FormattedMessage id="userArea.booking.upload" defaultMessage="Hochladen" />
      </button>
    </form>
  );

  return (
    <>
      {may('send_offer') && (
        <form className="ea-form" noValidate onSubmit={sendOffer}>
          <h2>{intl.formatMessage(actionLabels.send_offer)}</h2>
          <FormField
            multiline
            label={intl.formatMessage({
              id: 'userArea.booking.offerText',
              defaultMessage: 'Angebotstext',
            })}
            value={text}
            errors={errors.text}
            onChange={(event) => setText(event.target.value)}
          />
          <FormField
            label={intl.formatMessage(
              {
                id: 'userArea.booking.offerAmount',
                defaultMessage: 'Betrag in CHF (berechnet: {total})',
              },
              { total: formatChf(booking.total) },
            )}
            value={amount}
            inputMode="decimal"
            errors={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <FormField
            label={intl.formatMessage({
              id: 'userArea.booking.iban',
              defaultMessage: 'IBAN für die QR-Rechnung',
            })}
            value={iban}
            errors={errors.iban}
            onChange={(event) => setIban(event.target.value)}
          />
          <button type="submit" className="ea-button ea-button--primary">
            {intl.formatMessage(actionLabels.send_offer)}
          </button>
        </form>
      )}
      {may('upload_agreement') && fileForm('agreement')}
      {may('upload_billing') && fileForm('billing')}
    </>
  );
}
