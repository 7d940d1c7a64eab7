import { DoorOpen, MapPin, Maximize2, Tag, Users } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';
import { keyFacts } from './keyFactValues';
import { SeatingIcon, seatingNames } from './seatingStyles';

function Fact(props: { icon: ReactNode; term: ReactNode; children: ReactNode }) {
  return (
    <div className="ea-keyfacts__fact">
      <dt>
        {props.icon}
        {props.term}
      </dt>
      <dd>{props.children}</dd>
    </div>
  );
}

const iconProps = { className: 'ea-detail-icon', size: 20 } as const;

/**
 * The key facts under the photos, each with its icon: the largest capacity per seating style,
 * rooms, the largest room's area, place and region (providers: people served). A fact without
 * data is left out.
 */
export function KeyFacts({ detail }: { detail: EntryDetail }) {
  const intl = useIntl();
  const facts = keyFacts(detail);
  return (
    <section className="ea-keyfacts" aria-labelledby="ea-facts">
      <h2 id="ea-facts" className="ea-visually-hidden">
        <FormattedMessage id="marketplace.facts.title" defaultMessage="Eckdaten" />
      </h2>
      <dl className="ea-keyfacts__list">
        {facts.capacities.map(({ style, max }) => (
          <Fact
            key={style}
            icon={<SeatingIcon style={style} />}
            term={intl.formatMessage(seatingNames[style])}
          >
            <FormattedMessage
              id="marketplace.facts.upTo"
              defaultMessage="bis {count} Personen"
              values={{ count: max }}
            />
          </Fact>
        ))}
        {facts.people && (
          <Fact
            icon={<Icon icon={Users} {...iconProps} />}
            term={<FormattedMessage id="marketplace.facts.people" defaultMessage="Personen bis" />}
          >
            {facts.people.min ? `${facts.people.min}–${facts.people.max}` : facts.people.max}
          </Fact>
        )}
        {facts.rooms && (
          <Fact
            icon={<Icon icon={DoorOpen} {...iconProps} />}
            term={<FormattedMessage id="marketplace.facts.rooms" defaultMessage="Räume" />}
          >
            {facts.rooms}
          </Fact>
        )}
        {facts.area && (
          <Fact
            icon={<Icon icon={Maximize2} {...iconProps} />}
            term={<FormattedMessage id="marketplace.facts.area" defaultMessage="Fläche" />}
          >
            <FormattedMessage
              id="marketplace.facts.areaUpTo"
              defaultMessage="bis {area} m²"
              values={{ area: <FormattedNumber value={facts.area} maximumFractionDigits={0} /> }}
            />
          </Fact>
        )}
        {(facts.place || facts.region) && (
          <Fact
            icon={<Icon icon={MapPin} {...iconProps} />}
            term={<FormattedMessage id="marketplace.facts.place" defaultMessage="Ort" />}
          >
            {[facts.place, facts.region].filter(Boolean).join(', ')}
          </Fact>
        )}
        <Fact
          icon={<Icon icon={Tag} {...iconProps} />}
          term={<FormattedMessage id="marketplace.facts.category" defaultMessage="Kategorie" />}
        >
          {detail.category.name}
        </Fact>
      </dl>
    </section>
  );
}
