import type { YearFigures } from '@eventalp/plugin-award/domain';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { figuresMessages as m } from './figuresMessages';

/** A year's totals as a list of terms: nominations, participants, ratings and, when known, winners. */
export function KeyFigures({ figures }: { figures: YearFigures }) {
  const items = [
    { key: 'nominations', label: m.nominations, value: figures.nominations },
    { key: 'participants', label: m.participants, value: figures.participants },
    { key: 'ratings', label: m.ratings, value: figures.ratings },
    ...(figures.winners === null
      ? []
      : [{ key: 'winners', label: m.winners, value: figures.winners }]),
  ];
  return (
    <dl className="ea-award-figures__key">
      {items.map((item) => (
        <div key={item.key}>
          <dt>
            <FormattedMessage {...item.label} />
          </dt>
          <dd>
            <FormattedNumber value={item.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
