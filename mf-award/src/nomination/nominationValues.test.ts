import { emptyNomination, nextNomination, nominationInputOf } from './nominationValues';

const filled = {
  ...emptyNomination('fr'),
  location: { id: 12, name: 'Alte Mühle' },
  locationText: 'Alte Mühle',
  location_name: 'left over',
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna@example.ch',
  function: 'visitor' as const,
  message: 'Schön',
  source: 'Newsletter',
};

describe('nominationInputOf', () => {
  it('sends the chosen catalogue location only', () => {
    expect(nominationInputOf(filled)).toEqual({
      location_id: 12,
      first_name: 'Anna',
      last_name: 'Muster',
      email: 'anna@example.ch',
      function: 'visitor',
      message: 'Schön',
      source: 'Newsletter',
      language: 'fr',
    });
  });

  it('sends the unlisted venue instead when the visitor says it is not listed', () => {
    const input = nominationInputOf({
      ...filled,
      unlisted: true,
      location_name: 'Scheune',
      postcode: '3000',
      city: 'Bern',
    });
    expect(input).toMatchObject({ location_name: 'Scheune', postcode: '3000', city: 'Bern' });
    expect(input).not.toHaveProperty('location_id');
  });

  it('sends no location when none is chosen (the schema says what is missing)', () => {
    const input = nominationInputOf({ ...filled, location: null });
    expect(input).not.toHaveProperty('location_id');
    expect(input).not.toHaveProperty('location_name');
  });
});

describe('nextNomination', () => {
  it('keeps the submitter and clears the venue, function and message', () => {
    expect(nextNomination(filled)).toEqual({
      ...emptyNomination('fr'),
      first_name: 'Anna',
      last_name: 'Muster',
      email: 'anna@example.ch',
      source: 'Newsletter',
    });
  });
});
