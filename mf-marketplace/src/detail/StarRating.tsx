import { useIntl } from 'react-intl';

/** 1 to 5 stars, read out as "4 von 5 Sternen". */
export function StarRating({ value }: { value: number }) {
  const intl = useIntl();
  const rounded = Math.round(value);
  return (
    <span
      className="ea-stars"
      role="img"
      aria-label={intl.formatMessage(
        { id: 'marketplace.rating.stars', defaultMessage: '{value} von 5 Sternen' },
        { value: intl.formatNumber(value, { maximumFractionDigits: 1 }) },
      )}
    >
      {'★'.repeat(rounded)}
      {'☆'.repeat(5 - rounded)}
    </span>
  );
}
