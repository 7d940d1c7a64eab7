import {
  choiceErrors,
  dayNumber,
  formatChf,
  isoDateOf,
  offerPagePath,
  packagePrice,
  pricedHalls,
  priceInputOf,
  RESERVATION_HORIZON_DAYS,
  type PackageOffer,
  type ReservationChoice,
} from '@eventalp/plugin-packages/domain';
import { Checkbox, FormField, SelectField } from '@eventalp/shell-ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { choiceQuery } from './choiceQuery';
import { mealLabels, offerLabels } from './offerLabels';
import { OfferPriceTable } from './OfferPriceTable';

const count = (value: string) => (/^\d+$/.test(value) ? Number(value) : -1);

/**
 * The total-cost calculator (issue 18 item 6): the visitor's date, persons, a rental slot per
 * hall, extra meals, rooms and extras, priced line by line with the server's own rules
 * (`choiceErrors`, `priceInputOf`, `packagePrice`). The server renders it with the page's choice;
 * after hydration every change prices again. `next` is the page the choice goes on to.
 */
export function PriceCalculator(props: {
  offer: PackageOffer;
  choice: ReservationChoice;
  today: string;
  next: 'summary' | 'reservation';
}) {
  const { offer, today } = props;
  const intl = useIntl();
  const [choice, setChoice] = useState(props.choice);
  const [persons, setPersons] = useState(String(props.choice.persons));
  const current = { ...choice, persons: count(persons) };
  const errors = choiceErrors(offer, current, today);
  const price =
    Object.keys(errors).length === 0 ? packagePrice(priceInputOf(offer, current)) : null;
  const change = (part: Partial<ReservationChoice>) => setChoice({ ...choice, ...part });
  const error = (field: string) => (errors[field] ? [errors[field]] : undefined);
  const nextLabel = props.next === 'summary' ? offerLabels.toSummary : offerLabels.reserve;

  return (
    <section className="ea-section ea-package-calculator" aria-labelledby="ea-calculator">
      <h2 id="ea-calculator">
        <FormattedMessage {...offerLabels.calculator} />
      </h2>
      <form
        className="ea-form ea-form--grid"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField
          name="date"
          type="date"
          label={intl.formatMessage(offerLabels.date)}
          value={choice.date}
          min={isoDateOf(dayNumber(today) + 1)}
          max={isoDateOf(dayNumber(today) + RESERVATION_HORIZON_DAYS)}
          errors={error('date')}
          required
          onChange={(event) => change({ date: event.target.value })}
        />
        <FormField
          name="persons"
          type="number"
          min={1}
          max={offer.package.maxPersons}
          step={1}
          inputMode="numeric"
          label={intl.formatMessage(offerLabels.persons)}
          value={persons}
          errors={error('persons')}
          required
          onChange={(event) => setPersons(event.target.value)}
        />
        {pricedHalls(offer).map((hall) => (
          <SelectField
            key={hall.id}
            name={`hall-${hall.id}`}
            label={hall.name}
            placeholder={intl.formatMessage(offerLabels.chooseSlot)}
            value={String(choice.halls.find((item) => item.hallId === hall.id)?.slotId ?? '')}
            options={hall.rentalSlots.map((slot) => ({
              value: String(slot.slotId),
              label: intl.formatMessage(
                {
                  id: 'marketplace.package.slotOption',
                  defaultMessage: '{start}–{end} Uhr · {price}',
                },
                { start: slot.startHour, end: slot.endHour, price: formatChf(slot.priceRappen) },
              ),
            }))}
            errors={error('halls')}
            onChange={(value) =>
              change({
                halls: [
                  ...choice.halls.filter((item) => item.hallId !== hall.id),
                  ...(value ? [{ hallId: hall.id, slotId: Number(value) }] : []),
                ],
              })
            }
          />
        ))}
        {offer.extraMeals.length > 0 && (
          <fieldset className="ea-package-calculator__group">
            <legend>
              <FormattedMessage {...offerLabels.extraMeals} />
            </legend>
            {offer.extraMeals.map((item) => (
              <Checkbox
                key={item.meal}
                name="meals"
                value={item.meal}
                label={`${intl.formatMessage(mealLabels[item.meal])} (${formatChf(item.pricePerPersonRappen)})`}
                checked={choice.extraMeals.includes(item.meal)}
                onChange={(event) =>
                  change({
                    extraMeals: event.target.checked
                      ? [...choice.extraMeals, item.meal]
                      : choice.extraMeals.filter((meal) => meal !== item.meal),
                  })
                }
              />
            ))}
          </fieldset>
        )}
        {offer.package.overnight && offer.accommodation.length > 0 && (
          <>
            <SelectField
              name="room"
              label={intl.formatMessage(offerLabels.room)}
              placeholder={intl.formatMessage(offerLabels.noRooms)}
              required={false}
              value={String(choice.overnight?.roomId ?? '')}
              options={offer.accommodation.map((room) => ({
                value: String(room.roomId),
                label: `${room.name} · ${formatChf(room.pricePerNightRappen)}`,
              }))}
              errors={error('overnight')}
              onChange={(value) =>
                change({
                  overnight: value
                    ? { roomId: Number(value), rooms: choice.overnight?.rooms || 1 }
                    : null,
                })
              }
            />
            {choice.overnight && (
              <FormField
                name="rooms"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                label={intl.formatMessage(offerLabels.rooms)}
                value={String(choice.overnight.rooms)}
                onChange={(event) =>
                  change({
                    overnight: {
                      ...choice.overnight!,
                      rooms: Math.max(0, count(event.target.value)),
                    },
                  })
                }
              />
            )}
          </>
        )}
        {offer.extras.map((extra) => (
          <FormField
            key={extra.key}
            name={`extra-${extra.key}`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            label={`${extra.label} (${formatChf(extra.unitPriceRappen)})`}
            value={String(choice.extras.find((item) => item.key === extra.key)?.quantity ?? 0)}
            errors={error('extras')}
            onChange={(event) =>
              change({
                extras: [
                  ...choice.extras.filter((item) => item.key !== extra.key),
                  { key: extra.key, quantity: Math.max(0, count(event.target.value)) },
                ],
              })
            }
          />
        ))}
      </form>
      {price ? (
        <>
          <OfferPriceTable price={price} />
          <a
            className="ea-button ea-button--primary"
            href={`${offerPagePath(props.next, offer)}${choiceQuery(current)}`}
          >
            <FormattedMessage {...nextLabel} />
          </a>
        </>
      ) : (
        <p role="status" className="ea-status">
          <FormattedMessage {...offerLabels.noPrice} />
        </p>
      )}
    </section>
  );
}
