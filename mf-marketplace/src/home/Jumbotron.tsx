import { usePlatform } from '@eventalp/shell-kit';
import { Dropdown } from '@eventalp/shell-ui';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AwardRibbon } from './AwardRibbon';
import type { AwardCampaigns } from './awardRibbonLinks';
import type { HomeHeader, OfferType } from './homeData';
import { JumbotronGallery } from './JumbotronGallery';
import { JumbotronSubtitle } from './JumbotronSubtitle';
import { offerChoices } from './offerChoices';
import { OfferTiles } from './OfferTiles';

interface JumbotronProps {
  offerTypes: OfferType[];
  headers: HomeHeader[];
  award: AwardCampaigns;
}

/**
 * Title, subtitle, the offer-type dropdown and 'Resultate anzeigen', and the offer types as tiles
 * with their icons (spec section 4, Jumbotron). The dropdown is the design system's: its reset
 * leaves no category chosen, and the button then asks for one and does nothing.
 */
export function Jumbotron({ offerTypes, headers, award }: JumbotronProps) {
  const { countryCategory } = usePlatform();
  const intl = useIntl();
  const choices = useMemo(
    () => offerChoices(offerTypes, countryCategory),
    [offerTypes, countryCategory],
  );
  const [selectedValue, setSelectedValue] = useState(
    choices.find((choice) => choice.value === 'location')?.value ?? choices[0]?.value ?? '',
  );
  const selected = choices.find((choice) => choice.value === selectedValue);
  const slides = useMemo(
    () => headers.filter((header) => header.category === selected?.value),
    [headers, selected],
  );
  const selectId = useId();
  const placeholder = intl.formatMessage({
    id: 'marketplace.jumbotron.placeholder',
    defaultMessage: 'Kategorie wählen',
  });

  return (
    <section className="ea-jumbotron" aria-labelledby={`${selectId}-title`}>
      {/* A new category starts its gallery afresh at its first slide. */}
      <JumbotronGallery key={selectedValue} headers={slides} />
      <div className="ea-jumbotron__content">
        <h1 id={`${selectId}-title`}>
          <FormattedMessage
            id="marketplace.jumbotron.title"
            defaultMessage="Dein Moment. Dein Event."
          />
        </h1>
        <JumbotronSubtitle countryCategory={countryCategory} />
        <div className="ea-jumbotron__search">
          <Dropdown
            className="ea-jumbotron__select"
            label={selected?.description ?? placeholder}
            placeholder={placeholder}
            options={choices.map((choice) => ({ value: choice.value, label: choice.labelHome }))}
            value={selected?.value ?? null}
            onChange={(value) => setSelectedValue(value ?? '')}
            disabled={choices.length < 2}
            resettable
          />
          {selected ? (
            <a className="ea-button ea-button--primary" href={selected.route}>
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
        <OfferTiles choices={choices} selected={selectedValue} onSelect={setSelectedValue} />
        <AwardRibbon campaigns={award} countryCategory={countryCategory} />
      </div>
    </section>
  );
}
