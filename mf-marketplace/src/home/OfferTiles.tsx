import { CategoryIcon } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
import type { OfferType } from './homeData';

interface OfferTilesProps {
  choices: readonly OfferType[];
  selected: string;
  onSelect(value: string): void;
}

/**
 * The jumbotron's offer types as tiles with their category icons: choosing one is choosing it in
 * the dropdown (the prompt, the header pictures and 'Resultate anzeigen' follow). Shown only when
 * there is a choice (spec section 4: outside Switzerland only the first type, not selectable).
 */
export function OfferTiles({ choices, selected, onSelect }: OfferTilesProps) {
  const intl = useIntl();
  if (choices.length < 2) return null;
  return (
    <ul
      className="ea-offer-tiles"
      aria-label={intl.formatMessage({
        id: 'marketplace.jumbotron.offerTiles',
        defaultMessage: 'Angebote',
      })}
    >
      {choices.map((choice) => (
        <li key={choice.value}>
          <button
            type="button"
            className="ea-offer-tile"
            aria-pressed={choice.value === selected}
            onClick={() => onSelect(choice.value)}
          >
            <CategoryIcon name={choice.value} size={28} />
            <span className="ea-offer-tile__prompt">{choice.description}</span>
            <span className="ea-offer-tile__label">{choice.labelHome}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
