import { formatChf, type PackagePrice } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { lineLabels, offerLabels, unitLabels } from './offerLabels';

/** The calculator's answer line by line: lines, subtotal, price periods, VAT, rounding, total. */
export function OfferPriceTable({ price }: { price: PackagePrice }) {
  const intl = useIntl();
  const date = (iso: string) =>
    intl.formatDate(`${iso}T12:00:00Z`, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const row = (key: string, label: string, amount: number, detail = '') => (
    <tr key={key}>
      <th scope="row">{label}</th>
      <td>{detail}</td>
      <td className="ea-package-price__amount">{formatChf(amount)}</td>
    </tr>
  );
  return (
    <table className="ea-table ea-package-price" aria-live="polite">
      <caption>
        <FormattedMessage {...offerLabels.price} />
      </caption>
      <tbody>
        {price.lines.map((line, index) =>
          row(
            `line-${index}`,
            line.label ?? intl.formatMessage(lineLabels[line.key as keyof typeof lineLabels]),
            line.amount,
            `${intl.formatMessage(unitLabels[line.unit], { count: line.quantity })} × ${formatChf(line.unitPrice)}`,
          ),
        )}
        {row('subtotal', intl.formatMessage(offerLabels.subtotal), price.subtotal)}
        {price.adjustments.map((adjustment, index) =>
          row(
            `period-${index}`,
            intl.formatMessage(
              {
                id: 'marketplace.package.adjustment',
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
          'vat',
          intl.formatMessage(
            { id: 'marketplace.package.vat', defaultMessage: 'MWST {percent} %' },
            { percent: price.vatPercent },
          ),
          price.vat,
        )}
        {price.rounding !== 0 &&
          row('rounding', intl.formatMessage(offerLabels.rounding), price.rounding)}
      </tbody>
      <tfoot>{row('total', intl.formatMessage(offerLabels.total), price.total)}</tfoot>
    </table>
  );
}
