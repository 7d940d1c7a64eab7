import { formatChf, type BookingDetail } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { lineLabels, unitLabels } from './bookingLabels';

/** The calculator's answer line by line: lines, price periods, VAT shown separately, total. */
export function PriceTable({ price }: { price: BookingDetail['price'] }) {
  const intl = useIntl();
  const date = (iso: string) =>
    intl.formatDate(`${iso}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const row = (label: string, amount: number, detail = '') => (
    <tr key={`${label}-${detail}`}>
      <th scope="row">{label}</th>
      <td>{detail}</td>
      <td className="ea-number">{formatChf(amount)}</td>
    </tr>
  );
  return (
    <table className="ea-table ea-price-table">
      <caption>
        <FormattedMessage id="userArea.booking.price" defaultMessage="Preis" />
      </caption>
      <tbody>
        {price.lines.map((line) =>
          row(
            line.label ?? intl.formatMessage(lineLabels[line.key as keyof typeof lineLabels]),
            line.amount,
            `${intl.formatMessage(unitLabels[line.unit], { count: line.quantity })} × ${formatChf(line.unitPrice)}`,
          ),
        )}
        {row(
          intl.formatMessage({ id: 'userArea.booking.subtotal', defaultMessage: 'Zwischentotal' }),
          price.subtotal,
        )}
        {price.adjustments.map((adjustment) =>
          row(
            intl.formatMessage(
              {
                id: 'userArea.booking.adjustment',
                defaultMessage:
                  '{kind, select, surcharge {Zuschlag} other {Rabatt}} {percent} % ({from} – {to})',
              },
              {
                kind: adjustment.kind,
                percent: adjustment.percent,
                from: date(adjustment.startDate),
                to: date(adjustment.endDate),
              },
            ),
            adjustment.amount,
          ),
        )}
        {row(
          intl.formatMessage(
            { id: 'userArea.booking.vat', defaultMessage: 'MWST {percent} %' },
            { percent: price.vatPercent },
          ),
          price.vat,
        )}
        {price.rounding !== 0 &&
          row(
            intl.formatMessage({
              id: 'userArea.booking.rounding',
              defaultMessage: 'Rundung auf 5 Rappen',
            }),
            price.rounding,
          )}
      </tbody>
      <tfoot>
        {row(
          intl.formatMessage({ id: 'userArea.booking.total', defaultMessage: 'Total inkl. MWST' }),
          price.total,
        )}
      </tfoot>
    </table>
  );
}
