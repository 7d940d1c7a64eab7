import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

function maxPeople(detail: EntryDetail): number | null {
  if (detail.people?.max) return detail.people.max;
  const capacities = detail.rooms.flatMap((room) =>
    Object.values(room.capacity).map((c) => c.max ?? 0),
  );
  return capacities.length > 0 ? Math.max(...capacities) : null;
}

/** Category, place and region, rooms and people: the same facts for every tier. */
export function KeyFacts({ detail }: { detail: EntryDetail }) {
  const { address } = detail;
  const people = maxPeople(detail);
  return (
    <dl className="ea-facts ea-facts--inline">
      <div>
        <dt>
          <FormattedMessage id="marketplace.facts.category" defaultMessage="Kategorie" />
        </dt>
        <dd>{detail.category.name}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="marketplace.facts.place" defaultMessage="Ort" />
        </dt>
        <dd>
          {[address.zip, address.place].filter(Boolean).join(' ')}
          {address.region && `, ${address.region.name}`}
        </dd>
      </div>
      {detail.entity_type === 'location' && detail.rooms_count ? (
        <div>
          <dt>
            <FormattedMessage id="marketplace.facts.rooms" defaultMessage="Räume" />
          </dt>
          <dd>{detail.rooms_count}</dd>
        </div>
      ) : null}
      {people ? (
        <div>
          <dt>
            <FormattedMessage id="marketplace.facts.people" defaultMessage="Personen bis" />
          </dt>
          <dd>{people}</dd>
        </div>
      ) : null}
    </dl>
  );
}
