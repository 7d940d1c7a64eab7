import {
  packageEditingClient,
  RENTAL_SLOT_IDS,
  SEATING_STYLES,
  type Hall,
  type HallInput,
  type VenueOverview,
} from '@eventalp/plugin-packages/domain';
import { RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { Checkbox, FormField, SelectField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { packageLabels, seatingLabels, slotLabels, packageValueTexts } from './packageLabels';
import { francsOf, packageEditingPaths as paths, rappenOf } from './packageEditingPaths';
import { PackagesNav } from './PackagesNav';
import '../sections/SectionForm.css';

export interface HallPageData {
  venue: VenueOverview;
  /** null: a new hall (addhall). */
  hall: Hall | null;
  step: 'infos' | 'availability';
}

const numberOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
const orNull = (text: string) => (text.trim() === '' ? null : numberOrText(text));

/**
 * A hall of the venue for packages: infos (name, linked room, area, capacities per seating) and
 * availability (the rental slots 1-11 it is let for, each with its price).
 */
export function HallPage({ data }: { data: HallPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const hall = data.hall;
  const [name, setName] = useState(hall?.name ?? '');
  const [roomId, setRoomId] = useState(hall?.roomId ? String(hall.roomId) : '');
  const [area, setArea] = useState(hall?.areaM2 ? String(hall.areaM2) : '');
  const [capacities, setCapacities] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      SEATING_STYLES.map((style) => [style, String(hall?.capacities[style] ?? '')]),
    ),
  );
  const [slots, setSlots] = useState<Record<number, string | null>>(() =>
    Object.fromEntries(
      RENTAL_SLOT_IDS.map((id) => {
        const slot = hall?.rentalSlots.find((s) => s.slotId === id);
        return [id, slot ? francsOf(slot.priceRappen) : null];
      }),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name,
      roomId: roomId === '' ? null : Number(roomId),
      areaM2: orNull(area),
      capacities: Object.fromEntries(
        SEATING_STYLES.map((style) => [style, orNull(capacities[style] ?? '')]),
      ),
      rentalSlots: RENTAL_SLOT_IDS.filter((id) => slots[id] !== null).map((id) => ({
        slotId: id,
        priceRappen: rappenOf(slots[id] ?? '') ?? 0,
      })),
    } as HallInput;
    const client = packageEditingClient(http);
    try {
      const answer = hall
        ? await client.saveHall(data.venue.locationId, hall.id, body)
        : await client.addHall(data.venue.locationId, body);
      if (!hall) {
        window.location.assign(paths.editHall(answer.name, answer.id, data.venue.locationId));
        return;
      }
      setErrors({});
      setStatus({ text: intl.formatMessage(packageLabels.saved), error: false });
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setStatus({ text: Object.values(fieldErrors)[0]?.[0] ?? '', error: true });
      } else if (!(error instanceof RateLimitError))
        setStatus({ text: intl.formatMessage(packageLabels.failed), error: true });
    }
  }

  async function remove() {
    if (!hall) return;
    try {
      await packageEditingClient(http).removeHall(data.venue.locationId, hall.id);
      window.location.assign(paths.list);
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      setStatus({
        text: fieldErrors?.hallId?.[0] ?? intl.formatMessage(packageLabels.failed),
        error: true,
      });
    }
  }

  return (
    <UserAreaFrame current="packages">
      <PackagesNav venue={data.venue} current={hall ? `hall-${hall.id}` : 'addhall'} />
      <h1>
        {intl.formatMessage(hall ? packageLabels.editHall : packageLabels.addHall)} –{' '}
        {data.venue.name}
      </h1>
      <form className="ea-form ea-section-form" noValidate onSubmit={submit}>
        <fieldset id="infos">
          <legend>
            <FormattedMessage {...packageLabels.hallInfos} />
          </legend>
          <FormField
            label={intl.formatMessage(packageLabels.hallName)}
            name="name"
            required
            value={name}
            errors={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={intl.formatMessage(packageLabels.linkedRoom)}
            name="roomId"
            required={false}
            value={roomId}
            placeholder={intl.formatMessage(packageLabels.noRoom)}
            options={data.venue.rooms.map((room) => ({
              value: String(room.id),
              label: room.name,
            }))}
            errors={errors.roomId}
            onChange={setRoomId}
          />
          <FormField
            label={intl.formatMessage(packageLabels.areaM2)}
            name="areaM2"
            inputMode="numeric"
            value={area}
            errors={errors.areaM2}
            onChange={(event) => setArea(event.target.value)}
          />
          {SEATING_STYLES.map((style) => (
            <FormField
              key={style}
              label={packageValueTexts(intl).capacity(intl.formatMessage(seatingLabels[style]))}
              name={`capacity-${style}`}
              inputMode="numeric"
              value={capacities[style] ?? ''}
              errors={errors.capacities}
              onChange={(event) =>
                setCapacities((all) => ({ ...all, [style]: event.target.value }))
              }
            />
          ))}
        </fieldset>
        <fieldset id="availability">
          <legend>
            <FormattedMessage {...packageLabels.hallAvailability} />
          </legend>
          {RENTAL_SLOT_IDS.map((id) => {
            const slotName = intl.formatMessage(slotLabels[`s${id}` as keyof typeof slotLabels]);
            return (
              <div key={id}>
                <Checkbox
                  label={slotName}
                  checked={slots[id] !== null}
                  onChange={(event) =>
                    setSlots((all) => ({ ...all, [id]: event.target.checked ? '' : null }))
                  }
                />
                {slots[id] !== null && (
                  <FormField
                    label={packageValueTexts(intl).slotPrice(slotName)}
                    name={`slot-${id}`}
                    inputMode="decimal"
                    value={slots[id] ?? ''}
                    onChange={(event) => setSlots((all) => ({ ...all, [id]: event.target.value }))}
                  />
                )}
              </div>
            );
          })}
          {errors.rentalSlots && <p className="ea-form__error">{errors.rentalSlots.join(' ')}</p>}
        </fieldset>
        <div className="ea-section-form__actions">
          <button type="submit" className="ea-button ea-button--primary">
            <FormattedMessage {...packageLabels.save} />
          </button>
          {hall && (
            <button type="button" className="ea-button" onClick={remove}>
              <FormattedMessage {...packageLabels.removeHall} />
            </button>
          )}
        </div>
        {status && (
          <p
            role={status.error ? 'alert' : 'status'}
            className={`ea-status ${status.error ? 'ea-status--error' : 'ea-status--success'}`}
          >
            {status.text}
          </p>
        )}
      </form>
    </UserAreaFrame>
  );
}
