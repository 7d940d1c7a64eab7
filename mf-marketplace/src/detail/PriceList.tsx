import { FileText } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

/** Prices in CHF (spec: currency CHF), each with its price list PDF when there is one. */
export function PriceList({ prices }: { prices: EntryDetail['prices'] }) {
  if (prices.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-prices">
      <h2 id="ea-prices">
        <FormattedMessage id="marketplace.prices.title" defaultMessage="Preise" />
      </h2>
      <table className="ea-table ea-prices">
        <tbody>
          {prices.map((price) => (
            <tr key={price.id}>
              <th scope="row">{price.service}</th>
              <td>
                {price.price === null ? (
                  <FormattedMessage
                    id="marketplace.prices.onRequest"
                    defaultMessage="auf Anfrage"
                  />
                ) : (
                  <FormattedNumber value={price.price} style="currency" currency="CHF" />
                )}
                {price.unit && ` ${price.unit}`}
              </td>
              <td>
                {price.pdf && (
                  <a
                    className="ea-with-icon"
                    href={price.pdf.url}
                    target="_blank"
                    rel="noopener"
                    type="application/pdf"
                  >
                    <Icon icon={FileText} className="ea-detail-icon" size={18} />
                    <FormattedMessage
                      id="marketplace.prices.pdf"
                      defaultMessage="Preisliste {service} (PDF)"
                      values={{ service: price.service }}
                    />
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
