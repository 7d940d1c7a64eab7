import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { SEATING_STYLES, type Room, type SeatingCapacity } from '../catalog/catalogTypes';
import { SeatingIcon, seatingNames } from './seatingStyles';

function Capacity({ capacity }: { capacity: SeatingCapacity }) {
  if (!capacity.max) return <>–</>;
  return <>{capacity.min ? `${capacity.min}–${capacity.max}` : capacity.max}</>;
}

const metres = (value: number | null) =>
  value === null ? '–' : <FormattedNumber value={value} maximumFractionDigits={1} />;

/** Rooms with capacity per seating style and their dimensions (spec section 3, Room). */
export function RoomsTable({ rooms }: { rooms: Room[] }) {
  const intl = useIntl();
  if (rooms.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-rooms">
      <h2 id="ea-rooms">
        <FormattedMessage id="marketplace.rooms.title" defaultMessage="Räume" />
      </h2>
      {/* Focusable so that keyboard users can scroll a table wider than the column. */}
      <div
        className="ea-table-scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="ea-rooms-caption"
      >
        <table className="ea-table">
          <caption id="ea-rooms-caption" className="ea-visually-hidden">
            <FormattedMessage
              id="marketplace.rooms.caption"
              defaultMessage="Räume mit Kapazität (Personen) je Bestuhlung und Abmessungen"
            />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="marketplace.rooms.name" defaultMessage="Raum" />
              </th>
              {SEATING_STYLES.map((style) => (
                <th scope="col" key={style}>
                  <span className="ea-with-icon">
                    <SeatingIcon style={style} />
                    {intl.formatMessage(seatingNames[style])}
                  </span>
                </th>
              ))}
              <th scope="col">
                <FormattedMessage id="marketplace.rooms.area" defaultMessage="Fläche m²" />
              </th>
              <th scope="col">
                <FormattedMessage id="marketplace.rooms.size" defaultMessage="L × B (m)" />
              </th>
              <th scope="col">
                <FormattedMessage id="marketplace.rooms.height" defaultMessage="Höhe (m)" />
              </th>
              <th scope="col">
                <FormattedMessage id="marketplace.rooms.floor" defaultMessage="Boden" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => (
              <tr key={room.id}>
                <th scope="row">{room.name}</th>
                {SEATING_STYLES.map((style) => (
                  <td key={style}>
                    <Capacity capacity={room.capacity[style]} />
                  </td>
                ))}
                <td>{metres(room.area)}</td>
                <td>
                  {room.length !== null && room.width !== null ? (
                    <>
                      {metres(room.length)} × {metres(room.width)}
                    </>
                  ) : (
                    '–'
                  )}
                </td>
                <td>{metres(room.height)}</td>
                <td>{room.floor ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
