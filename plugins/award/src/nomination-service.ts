import type { PlatformServices } from '@eventalp/platform-sdk';
import { ValidationError } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { nominationMessages, venueKeyOf, type NominationValues } from './domain';
import { nominationMail } from './nomination-mails';
import { Nomination, Nominee } from './nomination-models';
import { newRatingCode, newSlaCode } from './sla-code';

/** The venue a nomination names: a catalogue location, or one not yet listed. */
interface Venue {
  locationId: number | null;
  key: string;
  name: string;
  postcode: string | null;
  city: string | null;
  contactEmail: string | null;
}

/** Records nominations: one nominee per venue and year with its SLA code, one nomination per e-mail. */
export class NominationService {
  constructor(
    private readonly services: PlatformServices,
    private readonly catalogue: Catalogue,
  ) {}

  private async venueOf(input: NominationValues): Promise<Venue> {
    if (input.location_id !== undefined) {
      const [location] = await this.catalogue.publicEntries(
        'location',
        [input.location_id],
        ['full_name', 'place', 'correspondence_email', 'enquiry_email'],
      );
      if (!location) throw ValidationError.field('location_id', nominationMessages.unknownLocation);
      return {
        locationId: location.id,
        key: venueKeyOf({ locationId: location.id }),
        name: location.full_name,
        postcode: null,
        city: location.place,
        contactEmail: location.correspondence_email || location.enquiry_email || null,
      };
    }
    const venue = {
      name: input.location_name as string,
      postcode: input.postcode as string,
      city: input.city as string,
    };
    return { locationId: null, key: venueKeyOf(venue), ...venue, contactEmail: null };
  }

  /**
   * Nominates the venue for `year` and mails its contact (else the award office) the link to
   * confirm, in one transaction: a nomination is never stored without its mail. 422
   * `alreadyNominated` when this e-mail nominated the venue this year already.
   */
  async nominate(input: NominationValues, year: number): Promise<{ name: string }> {
    const { services } = this;
    const venue = await this.venueOf(input);
    const now = services.now();
    return services.db.transaction(async (trx) => {
      // The first nomination of a venue in a year creates its nominee (and SLA code); later ones
      // find it. The conflict target keeps two simultaneous first nominations to one nominee.
      const nominee = await Nominee.query(trx)
        .insert({
          year,
          location_id: venue.locationId,
          venue_key: venue.key,
          name: venue.name,
          postcode: venue.postcode,
          city: venue.city,
          sla_code: newSlaCode(),
          rating_code: newRatingCode(),
          created_at: now,
          updated_at: now,
        } as Partial<Nominee>)
        .onConflict(['year', 'venue_key'])
        .merge(['updated_at'])
        .returning('*');
      const created = await Nomination.query(trx)
        .insert({
          nominee_id: nominee.id,
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          function: input.function,
          message: input.message,
          source: input.source,
          language: input.language,
          created_at: now,
        })
        .onConflict(['nominee_id', 'email'])
        .ignore()
        .returning('id');
      if (!created?.id) throw ValidationError.field('email', nominationMessages.alreadyNominated);
      const { config } = services;
      await services.mail.send(
        nominationMail({
          to: venue.contactEmail ?? config.award.officeEmail,
          toAwardOffice: venue.contactEmail === null,
          year,
          venueName: nominee.name,
          confirmationUrl: `${config.appUrl}/sla/${nominee.sla_code}`,
          submitter: input,
          message: input.message,
          brand: config.brand,
        }),
        trx,
      );
      return { name: nominee.name };
    });
  }
}
