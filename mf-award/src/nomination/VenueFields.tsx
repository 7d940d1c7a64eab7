import { searchClient } from '@eventalp/plugin-search/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { Checkbox, FormField } from '@eventalp/shell-ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LocationCombobox, type LocationOption } from './LocationCombobox';
import type { NominationFormValues } from './nominationValues';
import type { FieldErrors } from './nominationSubmit';

interface VenueFieldsProps {
  values: NominationFormValues;
  errors: FieldErrors;
  change(patch: Partial<NominationFormValues>): void;
}

/** The venue: a catalogue location from the autocomplete, or one not yet listed. */
export function VenueFields({ values, errors, change }: VenueFieldsProps) {
  const intl = useIntl();
  const { http, brand } = usePlatform();
  const suggest = useCallback(
    (text: string): Promise<LocationOption[]> => searchClient(http).locationNames(text),
    [http],
  );
  return (
    <fieldset className="ea-award-nomination__group">
      <legend>
        {intl.formatMessage({ id: 'award.nomination.venue', defaultMessage: 'Die Location' })}
      </legend>
      {!values.unlisted && (
        <LocationCombobox
          label={intl.formatMessage({
            id: 'award.nomination.location',
            defaultMessage: 'Location suchen',
          })}
          value={values.locationText}
          onValueChange={(text) => change({ locationText: text, location: null })}
          suggest={suggest}
          onChoose={(option) =>
            change({
              locationText: option.text,
              location: { id: Number(option.id), name: option.text },
            })
          }
          errors={errors.location_id}
        />
      )}
      <Checkbox
        label={intl.formatMessage(
          {
            id: 'award.nomination.unlisted',
            defaultMessage: 'Die Location ist noch nicht auf {brand} zu finden',
          },
          { brand },
        )}
        checked={values.unlisted}
        onChange={(event) => change({ unlisted: event.target.checked, location: null })}
      />
      {values.unlisted && (
        <>
          <FormField
            label={intl.formatMessage({
              id: 'award.nomination.locationName',
              defaultMessage: 'Name der Location',
            })}
            value={values.location_name}
            onChange={(event) => change({ location_name: event.target.value })}
            errors={errors.location_name}
            required
          />
          <div className="ea-award-nomination__row">
            <FormField
              label={intl.formatMessage({ id: 'award.nomination.postcode', defaultMessage: 'PLZ' })}
              value={values.postcode}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => change({ postcode: event.target.value })}
              errors={errors.postcode}
              required
            />
            <FormField
              label={intl.formatMessage({ id: 'award.nomination.city', defaultMessage: 'Ort' })}
              value={values.city}
              onChange={(event) => change({ city: event.target.value })}
              errors={errors.city}
              required
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
