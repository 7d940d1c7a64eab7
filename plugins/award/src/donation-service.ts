import type { PlatformServices } from '@eventalp/platform-sdk';
import { DONATIONS } from './award-migrations';
import { donationInvoicePdf, referenceFor } from './donation-invoice';
import { donationMail } from './donation-mails';
import { francsOf, type DonationValues } from './domain';

/** The day as a Swiss letter prints it, in Swiss time (`27.11.2026`). */
const SWISS_DATE = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Records donations and mails each donor the QR bill to pay it. */
export class DonationService {
  constructor(private readonly services: PlatformServices) {}

  /**
   * Stores the donation, builds its QR bill for the office's account and mails it to the donor,
   * in one transaction: a donation is never stored without its mail. Answers its number.
   */
  async donate(donation: DonationValues): Promise<{ number: number }> {
    const { services } = this;
    const { config } = services;
    const now = services.now();
    return services.db.transaction(async (trx) => {
      const [row] = await trx(DONATIONS)
        .insert({
          company: donation.company,
          contact: donation.contact,
          street: donation.street,
          zip: donation.zip,
          city: donation.city,
          email: donation.email,
          amount: francsOf(donation.amount),
          message: donation.message,
          language: donation.language,
          created_at: now,
        })
        .returning('id');
      const number = Number(row.id);
      const account = config.award.donationIban;
      const reference = referenceFor(account, number);
      if (reference) await trx(DONATIONS).where({ id: number }).update({ reference });
      const invoice = await donationInvoicePdf({
        number,
        donation,
        account,
        reference,
        issuedOn: SWISS_DATE.format(now),
        brand: config.brand,
      });
      await services.mail.send(
        donationMail({
          number,
          donation,
          invoice,
          brand: config.brand,
          replyTo: config.award.officeEmail,
        }),
        trx,
      );
      return { number };
    });
  }
}
