import { usePlatform } from '@eventalp/shell-kit';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OfferCategory } from './homeData';
import { JumbotronSubtitle } from './JumbotronSubtitle';

/** Title, subtitle, the offer-type dropdown and 'Resultate anzeigen' (spec section 4, Jumbotron). */
export function Jumbotron({ offerCategories }: { offerCategories: OfferCategory[] }) {
  const { countryCategory } = usePlatform();
  // Only Switzerland offers every type; elsewhere the first (locations) is fixed.
  const choices = countryCategory === 1 ? offerCategories : offerCategories.slice(0, 1);
  const [selectedId, setSelectedId] = useState(choices[0]?.id ?? '');
  const selected = choices.find((choice) => choice.id === selectedId);
  const selectId = useId();

  return (
    <section className="ea-jumbotron" aria-labelledby={`${selectId}-title`}>
      <h1 id={`${selectId}-title`}>
        <FormattedMessage
          id="marketplace.jumbotron.title"
          defaultMessage="Dein Moment. Dein Event."
        />
      </h1>
      <JumbotronSubtitle countryCategory={countryCategory} />
      <div className="ea-jumbotron__search">
        <label htmlFor={selectId}>
          <FormattedMessage id="marketplace.jumbotron.categoryLabel" defaultMessage="Ich suche" />
        </label>
        <select
          id={selectId}
          value={selectedId}
          disabled={choices.length < 2}
          onChange={(event) => setSelectedId(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        {selected ? (
          <a className="ea-button ea-button--primary" href={selected.searchPath}>
            <FormattedMessage
              id="marketplace.jumbotron.showResults"
              defaultMessage="Resultate anzeigen"
            />
          </a>
        ) : (
          <button type="button" className="ea-button" disabled>
            <FormattedMessage
              id="marketplace.jumbotron.chooseCategory"
              defaultMessage="Choose a category"
            />
          </button>
        )}
      </div>
    </section>
  );
}
