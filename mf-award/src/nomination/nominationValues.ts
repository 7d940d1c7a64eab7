import type {
  AwardLanguage,
  NominationInput,
  SubmitterFunction,
} from '@eventalp/plugin-award/domain';

/** What the nomination form holds while the visitor fills it. */
export interface NominationFormValues {
  /** The catalogue location chosen in the autocomplete, and the text of the field. */
  location: { id: number; name: string } | null;
  locationText: string;
  /** The venue is not in the catalogue yet: name, postcode and city instead. */
  unlisted: boolean;
  location_name: string;
  postcode: string;
  city: string;
  first_name: string;
  last_name: string;
  email: string;
  function: SubmitterFunction | null;
  message: string;
  source: string;
  language: AwardLanguage;
}

export function emptyNomination(language: AwardLanguage): NominationFormValues {
  return {
    location: null,
    locationText: '',
    unlisted: false,
    location_name: '',
    postcode: '',
    city: '',
    first_name: '',
    last_name: '',
    email: '',
    function: null,
    message: '',
    source: '',
    language,
  };
}

/** The next nomination of the same visitor: their own details stay, the venue is cleared. */
export function nextNomination(values: NominationFormValues): NominationFormValues {
  return { ...emptyNomination(values.language), ...submitterOf(values) };
}

const submitterOf = ({ first_name, last_name, email, language, source }: NominationFormValues) => ({
  first_name,
  last_name,
  email,
  language,
  source,
  function: null,
});

/** The API's body: either the chosen location or the unlisted venue's name, postcode and city. */
export function nominationInputOf(values: NominationFormValues): NominationInput {
  const venue = values.unlisted
    ? { location_name: values.location_name, postcode: values.postcode, city: values.city }
    : values.location
      ? { location_id: values.location.id }
      : {};
  return {
    ...venue,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    function: values.function as SubmitterFunction,
    message: values.message,
    source: values.source,
    language: values.language,
  };
}
