import {
  CONDITION_CONFIRMATIONS,
  INCLUDED_ITEMS,
  MAX_PACKAGE_DAYS,
  MEALS,
  PACKAGE_EVENT_TYPE_NAMES,
  PACKAGE_EVENT_TYPES,
  packageEditingClient,
  packageInput,
  packageRuleErrors,
  TIME_OF_DAY_NAMES,
  type IncludedItem,
  type Meal,
  type Package,
  type PackageEventType,
  type PackageInput,
  type PackageOptions,
  type TimeOfDay,
  type VenueOverview,
} from '@eventalp/plugin-packages/domain';
import { RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { Checkbox, FormField, MultiSelect, SelectField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { ValidationError } from '@eventalp/shell-kit';
import {
  eventTypeLabels,
  includedItemLabels,
  mealLabels,
  packageLabels,
  timeOfDayLabels,
  packageValueTexts,
} from './packageLabels';
import { francsOf, packageEditingPaths as paths, rappenOf } from './packageEditingPaths';
import { PackagesNav } from './PackagesNav';
import '../sections/SectionForm.css';

export interface PackageFormPageData {
  venue: VenueOverview;
  hallNames: { id: number; name: string }[];
  options: PackageOptions | null;
  /** null: a new package. */
  package: Package | null;
}

/** The meals shown as the spec's on/off switches (section 4: isEditPackage, lunch and dinner). */
const SWITCHED: readonly Meal[] = ['lunch', 'dinner'];

/**
 * The package form: event type and occasion, days with their times of day, meals (lunch and
 * dinner as switches), halls (the spec's multi-select: 'N Räume ausgewählt'), overnight,
 * highlights, prices, what is included and the condition confirmation. It runs the same rules as
 * the API (`packageRuleErrors`) before sending.
 */
/**
 * Messages by the form's fields (a day's times under `timesOfDay.{day}`, the rest under their
 * top-level name), added to `into` without repeating one.
 */
function formErrors(
  messages: readonly (readonly [string, readonly string[] | undefined])[],
  into: FieldErrors = {},
): FieldErrors {
  for (const [path, texts] of messages) {
    const key = path.startsWith('timesOfDay.')
      ? path.split('.').slice(0, 2).join('.')
      : path.split('.')[0]!;
    into[key] = [...new Set([...(into[key] ?? []), ...(texts ?? [])])];
  }
  return into;
}

export function PackageFormPage({ data }: { data: PackageFormPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const initial = data.package;
  const [eventType, setEventType] = useState<PackageEventType | ''>(initial?.eventType ?? '');
  const [optionId, setOptionId] = useState(initial?.optionId ? String(initial.optionId) : '');
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [days, setDays] = useState<TimeOfDay[][]>(initial?.timesOfDay ?? [[]]);
  const [meals, setMeals] = useState<Meal[]>(initial?.meals ?? []);
  const [hallIds, setHallIds] = useState<string[]>(initial?.hallIds.map(String) ?? []);
  const [overnight, setOvernight] = useState(initial?.overnight ?? false);
  const [specials, setSpecials] = useState(initial?.highlightedSpecials.join('\n') ?? '');
  const [singlePrice, setSinglePrice] = useState(francsOf(initial?.singlePriceRappen));
  const [perPerson, setPerPerson] = useState(francsOf(initial?.pricePerPersonRappen));
  const [included, setIncluded] = useState<IncludedItem[]>(initial?.includedItems ?? []);
  const [confirmed, setConfirmed] = useState(initial ? initial.confirmations.length > 0 : false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
  const confirmation = eventType
    ? CONDITION_CONFIRMATIONS[PACKAGE_EVENT_TYPES[eventType].confirmation]
    : null;
  const occasions = eventType ? (data.options?.[PACKAGE_EVENT_TYPES[eventType].group] ?? []) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const highlightedSpecials = specials
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const body = {
      eventType,
      optionId: optionId === '' ? null : Number(optionId),
      name,
      description,
      timesOfDay: days,
      meals,
      hallIds: hallIds.map(Number),
      overnight,
      highlightedSpecials,
      singlePriceRappen: rappenOf(singlePrice) ?? -1,
      pricePerPersonRappen: rappenOf(perPerson) ?? -1,
      includedItems: included,
      confirmations: confirmed && confirmation ? [confirmation] : [],
    } as PackageInput;
    // Every problem at once, as the API would name them: the fields' checks and the package rules.
    const found = formErrors(
      Object.entries(
        packageRuleErrors({ timesOfDay: days, meals, highlightedSpecials, overnight }),
      ),
    );
    const shape = packageInput.safeParse(body);
    if (!shape.success)
      formErrors(
        shape.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]),
        found,
      );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStatus({ text: Object.values(found)[0]![0]!, error: true });
      return;
    }
    const client = packageEditingClient(http);
    try {
      if (initial) await client.savePackage(data.venue.locationId, initial.id, body);
      else await client.addPackage(data.venue.locationId, body);
      window.location.assign(paths.list);
    } catch (error) {
      if (error instanceof ValidationError) {
        const fieldErrors = formErrors(Object.entries(error.errors));
        setErrors(fieldErrors);
        setStatus({ text: Object.values(fieldErrors)[0]?.[0] ?? '', error: true });
      } else if (!(error instanceof RateLimitError))
        setStatus({ text: intl.formatMessage(packageLabels.failed), error: true });
    }
  }

  const errorText = (field: string) =>
    errors[field] ? <p className="ea-form__error">{errors[field].join(' ')}</p> : null;

  return (
    <UserAreaFrame current="packages">
      <PackagesNav venue={data.venue} current="packages" />
      <h1>
        <FormattedMessage {...(initial ? packageLabels.edit : packageLabels.create)} /> –{' '}
        {data.venue.name}
      </h1>
      <form className="ea-form ea-section-form" noValidate onSubmit={submit}>
        <SelectField
          label={intl.formatMessage(packageLabels.eventType)}
          name="eventType"
          value={eventType}
          placeholder={intl.formatMessage(packageLabels.chooseEventType)}
          options={PACKAGE_EVENT_TYPE_NAMES.map((type) => ({
            value: type,
            label: intl.formatMessage(eventTypeLabels[type]),
          }))}
          errors={errors.eventType}
          onChange={(value) => {
            setEventType(value as PackageEventType | '');
            setOptionId('');
          }}
        />
        {occasions.length > 0 && (
          <SelectField
            label={intl.formatMessage(packageLabels.occasion)}
            name="optionId"
            required={false}
            value={optionId}
            placeholder={intl.formatMessage(packageLabels.chooseOption)}
            options={occasions.map((option) => ({ value: String(option.id), label: option.name }))}
            errors={errors.optionId}
            onChange={setOptionId}
          />
        )}
        <FormField
          label={intl.formatMessage(packageLabels.name)}
          name="name"
          required
          value={name}
          errors={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormField
          label={intl.formatMessage({
            id: 'userArea.packages.field.description',
            defaultMessage: 'Beschreibung',
          })}
          name="description"
          multiline
          value={description}
          errors={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset>
          <legend>
            <FormattedMessage {...packageLabels.days} />
          </legend>
          {days.map((times, index) => (
            <fieldset key={index}>
              <legend>{packageValueTexts(intl).day(index + 1)}</legend>
              {TIME_OF_DAY_NAMES.map((time) => (
                <Checkbox
                  key={time}
                  label={intl.formatMessage(timeOfDayLabels[time])}
                  checked={times.includes(time)}
                  onChange={(event) =>
                    setDays((all) =>
                      all.map((day, i) =>
                        i === index ? toggle(day, time, event.target.checked) : day,
                      ),
                    )
                  }
                />
              ))}
              {errorText(`timesOfDay.${index}`)}
            </fieldset>
          ))}
          <p className="ea-actions">
            <button
              type="button"
              className="ea-button"
              disabled={days.length >= MAX_PACKAGE_DAYS}
              onClick={() => setDays((all) => [...all, []])}
            >
              <FormattedMessage {...packageLabels.addDay} />
            </button>
            <button
              type="button"
              className="ea-button"
              disabled={days.length <= 1}
              onClick={() => setDays((all) => all.slice(0, -1))}
            >
              <FormattedMessage {...packageLabels.removeDay} />
            </button>
          </p>
          {errorText('days')}
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage {...packageLabels.meals} />
          </legend>
          {MEALS.map((meal) => (
            <Checkbox
              key={meal}
              role={SWITCHED.includes(meal) ? 'switch' : undefined}
              label={intl.formatMessage(
                meal === 'lunch'
                  ? packageLabels.lunchSwitch
                  : meal === 'dinner'
                    ? packageLabels.dinnerSwitch
                    : mealLabels[meal],
              )}
              checked={meals.includes(meal)}
              onChange={(event) => setMeals((all) => toggle(all, meal, event.target.checked))}
            />
          ))}
          {errorText('meals')}
        </fieldset>
        <MultiSelect
          label={intl.formatMessage(packageLabels.halls)}
          placeholder={intl.formatMessage(packageLabels.chooseHalls)}
          options={data.hallNames.map((hall) => ({ value: String(hall.id), label: hall.name }))}
          values={hallIds}
          errors={errors.hallIds}
          onChange={setHallIds}
        />
        <Checkbox
          label={intl.formatMessage(packageLabels.overnight)}
          checked={overnight}
          errors={errors.overnight}
          onChange={(event) => setOvernight(event.target.checked)}
        />
        <FormField
          label={intl.formatMessage(packageLabels.specials)}
          name="highlightedSpecials"
          multiline
          value={specials}
          errors={errors.highlightedSpecials}
          onChange={(event) => setSpecials(event.target.value)}
        />
        <FormField
          label={intl.formatMessage(packageLabels.singlePrice)}
          name="singlePrice"
          inputMode="decimal"
          required
          value={singlePrice}
          errors={errors.singlePriceRappen}
          onChange={(event) => setSinglePrice(event.target.value)}
        />
        <FormField
          label={intl.formatMessage(packageLabels.pricePerPerson)}
          name="pricePerPerson"
          inputMode="decimal"
          required
          value={perPerson}
          errors={errors.pricePerPersonRappen}
          onChange={(event) => setPerPerson(event.target.value)}
        />
        <fieldset>
          <legend>
            <FormattedMessage {...packageLabels.included} />
          </legend>
          {INCLUDED_ITEMS.map((item) => (
            <Checkbox
              key={item}
              label={intl.formatMessage(includedItemLabels[item])}
              checked={included.includes(item)}
              onChange={(event) => setIncluded((all) => toggle(all, item, event.target.checked))}
            />
          ))}
        </fieldset>
        {eventType && (
          <Checkbox
            label={packageValueTexts(intl).confirm(intl.formatMessage(eventTypeLabels[eventType]))}
            checked={confirmed}
            errors={errors.confirmations}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        )}
        <div className="ea-section-form__actions">
          <button type="submit" className="ea-button ea-button--primary">
            <FormattedMessage {...packageLabels.save} />
          </button>
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
