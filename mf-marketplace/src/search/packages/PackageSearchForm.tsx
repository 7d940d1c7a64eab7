import {
  PACKAGE_DISTANCE_STEPS,
  PACKAGE_EVENT_TYPE_NAMES,
  PACKAGE_PLACE_MAX_LENGTH,
  PACKAGE_SEARCH_MAX_PERSONS,
} from '@eventalp/plugin-packages/domain';
import { Button, FormField, SelectField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FilterOption } from '../filterOptions';
import { parseSearchState, type SearchState } from '../searchState';
import { searchUrl, seedPath } from '../searchUrl';
import { eventTypeNames, packageSearchMessages as texts } from './packageSearchMessages';

interface PackageSearchFormProps {
  /** The visitor's seed: the form sends its query to the results path with it. */
  seed: string;
  state: SearchState;
  regions: readonly FilterOption[];
  today: string;
}

/**
 * The package search data (spec section 3: persons, region, place, distance, event type) and the
 * day to start, as a plain GET form: it works before the page's script runs, and its URL is the
 * search. With the script, the address is the canonical one (no empty fields, first page).
 */
export function PackageSearchForm({ seed, state, regions, today }: PackageSearchFormProps) {
  const intl = useIntl();
  const { filters } = state;
  const [region, setRegion] = useState(filters.region ?? '');
  const [place, setPlace] = useState(filters.place ?? '');
  const [distance, setDistance] = useState(filters.distance ?? '');
  const [eventType, setEventType] = useState(filters.eventType ?? '');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') query.set(name, value);
    window.location.assign(searchUrl('packages', seed, parseSearchState('packages', query), null));
  };
  return (
    <form
      className="ea-package-search__form"
      method="get"
      action={seedPath('packages', seed)}
      onSubmit={onSubmit}
      aria-label={intl.formatMessage(texts.form)}
    >
      <FormField
        label={intl.formatMessage(texts.personsField)}
        name="persons"
        type="number"
        inputMode="numeric"
        min={1}
        max={PACKAGE_SEARCH_MAX_PERSONS}
        defaultValue={filters.persons ?? ''}
      />
      <SelectField
        label={intl.formatMessage(texts.region)}
        name="region"
        value={region}
        required={false}
        placeholder={intl.formatMessage(texts.anyRegion)}
        options={regions.map((option) => ({ value: option.id, label: option.name }))}
        onChange={setRegion}
      />
      <FormField
        label={intl.formatMessage(texts.place)}
        name="place"
        maxLength={PACKAGE_PLACE_MAX_LENGTH}
        autoComplete="postal-code"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      />
      <SelectField
        label={intl.formatMessage(texts.distance)}
        name="distance"
        value={place.trim() ? distance : ''}
        required={false}
        placeholder={intl.formatMessage(texts.placeOnly)}
        options={PACKAGE_DISTANCE_STEPS.slice(1).map((km) => ({
          value: String(km),
          label: intl.formatMessage(texts.radius, { km }),
        }))}
        onChange={setDistance}
      />
      <SelectField
        label={intl.formatMessage(texts.eventType)}
        name="eventType"
        value={eventType}
        required={false}
        placeholder={intl.formatMessage(texts.anyEventType)}
        options={PACKAGE_EVENT_TYPE_NAMES.map((type) => ({
          value: type,
          label: intl.formatMessage(eventTypeNames[type]),
        }))}
        onChange={setEventType}
      />
      <FormField
        label={intl.formatMessage(texts.date)}
        name="date"
        type="date"
        min={today}
        defaultValue={filters.date ?? ''}
      />
      <Button type="submit" variant="primary">
        {intl.formatMessage(texts.submit)}
      </Button>
    </form>
  );
}
