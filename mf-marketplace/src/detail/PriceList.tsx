import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

/** Prices in CHF (spec: currency CHF). */
export function PriceList({ prices }: { prices: EntryDetail['prices'] }) {
  if (prices.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-prices">
      <h2 id="ea-prices">
        <FormattedMessage id="marketplace.prices.title" defaultMessage="Preise" />
      </h2>
      <table className="ea-table">
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
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
