import type { PackageOffer, ReservationChoice } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { mealLabels, offerLabels } from './offerLabels';

/** The visitor's choice in words: first day, persons, each hall's hours, meals, rooms, extras. */
export function ChoiceSummary({
  offer,
  choice,
}: {
  offer: PackageOffer;
  choice: ReservationChoice;
}) {
  const intl = useIntl();
  const room = offer.accommodation.find((item) => item.roomId === choice.overnight?.roomId);
  const rows: [string, string][] = [
    [
      intl.formatMessage(offerLabels.date),
      intl.formatDate(`${choice.date}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }),
    ],
    [intl.formatMessage(offerLabels.persons), String(choice.persons)],
    ...offer.halls.flatMap((hall): [string, string][] => {
      const slot = hall.rentalSlots.find(
        (item) => item.slotId === choice.halls.find((chosen) => chosen.hallId === hall.id)?.slotId,
      );
      return slot
        ? [
            [
              hall.name,
              intl.formatMessage(
                { id: 'marketplace.package.hours', defaultMessage: '{start}–{end} Uhr' },
                { start: slot.startHour, end: slot.endHour },
              ),
            ],
          ]
        : [];
    }),
  ];
  if (choice.extraMeals.length > 0)
    rows.push([
      intl.formatMessage(offerLabels.extraMeals),
      choice.extraMeals.map((meal) => intl.formatMessage(mealLabels[meal])).join(', '),
    ]);
  if (room && choice.overnight && choice.overnight.rooms > 0)
    rows.push([intl.formatMessage(offerLabels.room), `${choice.overnight.rooms} × ${room.name}`]);
  for (const extra of offer.extras) {
    const quantity = choice.extras.find((item) => item.key === extra.key)?.quantity ?? 0;
    if (quantity > 0) rows.push([extra.label, String(quantity)]);
  }
  return (
    <section className="ea-section" aria-labelledby="ea-package-choice">
      <h2 id="ea-package-choice">
        <FormattedMessage {...offerLabels.summary} />
      </h2>
      <dl className="ea-package-choice">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
