import {
  HttpError,
  messages,
  NotFoundError,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { AwardSignup, Catalogue } from '@eventalp/plugin-catalog';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';
import { TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import { NOMINEES } from './award-migrations';
import type { CampaignStore } from './campaign-store';
import { CONFIRMATIONS } from './confirmation-migrations';
import {
  campaignStatus,
  confirmationMessages,
  currentAwardYear,
  SLA_CODE_PATTERN,
  venueKeyOf,
  type ConfirmationLookup,
  type ConfirmationValues,
  type NomineeStatus,
} from './domain';

/**
 * The venue's side of the nomination flow: its SLA code opens the confirmation of its
 * participation (spec section 3, "Nomination confirmation"), once, inside the current year's
 * confirmation window. A venue not yet listed signs up through `create-sla` and is linked.
 */
export class ConfirmationService {
  constructor(
    private readonly services: PlatformServices,
    private readonly campaigns: CampaignStore,
    private readonly catalogue: Catalogue,
  ) {}

  private async nomineeOf(slaCode: string) {
    if (!SLA_CODE_PATTERN.test(slaCode)) throw new NotFoundError();
    const nominee = await this.services.db(NOMINEES).where({ sla_code: slaCode }).first();
    if (!nominee) throw new NotFoundError();
    return nominee;
  }

  /** The nominee of a code with its year's confirmation window at `now`; 404 for an unknown code. */
  async lookup(slaCode: string, now: Date): Promise<ConfirmationLookup> {
    const nominee = await this.nomineeOf(slaCode);
    const windows = await this.campaigns.windowsOf(nominee.year);
    const window = campaignStatus(windows.confirmation, now);
    const confirmed = nominee.status === 'confirmed';
    const current = nominee.year === currentAwardYear(this.services.config.award.years);
    return {
      year: nominee.year,
      location_name: nominee.name,
      location_id: nominee.location_id,
      postcode: nominee.postcode,
      city: nominee.city,
      status: nominee.status as NomineeStatus,
      confirmed,
      window,
      open: current && !confirmed && window.active === 1,
    };
  }

  /**
   * Stores the venue's confirmation and marks its nominee confirmed, in one transaction (the row
   * locked, so two submits cannot both pass). 404 unknown code; 409 'Nomination bereits
   * bestätigt.', or outside the window (a past year's code is after it); 422 for a category
   * that is no award category.
   */
  async confirm(
    slaCode: string,
    input: ConfirmationValues,
    now: Date,
  ): Promise<{ name: string; year: number }> {
    const lookup = await this.lookup(slaCode, now);
    if (lookup.confirmed) throw new HttpError(409, confirmationMessages.alreadyConfirmed);
    if (!lookup.open)
      throw new HttpError(
        409,
        lookup.window.state === 'before' &&
          lookup.year === currentAwardYear(this.services.config.award.years)
          ? confirmationMessages.notYetOpen
          : confirmationMessages.closed,
      );
    const known = await this.services
      .db(TAXONOMY_TERMS)
      .where({ type: TaxonomyType.awardCategory })
      .whereIn('id', input.categories)
      .select('id');
    if (known.length !== input.categories.length)
      throw ValidationError.field('categories', messages.format);
    return this.services.db.transaction(async (trx) => {
      const nominee = await trx(NOMINEES).where({ sla_code: slaCode }).forUpdate().first();
      if (!nominee) throw new NotFoundError();
      if (nominee.status === 'confirmed')
        throw new HttpError(409, confirmationMessages.alreadyConfirmed);
      const { language, ...values } = input;
      await trx(CONFIRMATIONS).insert({
        ...values,
        language,
        nominee_id: nominee.id,
        created_at: now,
      });
      await trx(NOMINEES)
        .where({ id: nominee.id })
        .update({ status: 'confirmed', confirmed_at: now, updated_at: now });
      return { name: nominee.name, year: nominee.year };
    });
  }

  /**
   * `catalog.award-signup`: a venue that signed up through the award (create-sla) is matched to
   * the current year's nominee of a venue not yet listed with the same name and postcode, which
   * then names the new location; the catalogue keeps the link too.
   */
  async linkSignup(signup: AwardSignup): Promise<void> {
    const year = currentAwardYear(this.services.config.award.years);
    const key = venueKeyOf({ name: signup.name, postcode: signup.zip });
    const nominee = await this.services
      .db(NOMINEES)
      .where({ year, venue_key: key, location_id: null })
      .first('id');
    if (!nominee) return;
    // The location first, then the nominee: whoever sees the nominee linked finds the location
    // linked too (the two are written by different plugins, outside one transaction).
    await this.catalogue.linkAwardNomination(signup.location_id, Number(nominee.id));
    await this.services
      .db(NOMINEES)
      .where({ id: nominee.id, location_id: null })
      .update({ location_id: signup.location_id, updated_at: this.services.now() });
  }
}
