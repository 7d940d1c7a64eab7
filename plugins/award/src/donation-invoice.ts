import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { calculateQRReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';
import { countryOfZip, francsOf, type AwardLanguage, type DonationValues } from './domain';

/** The award office's address on every donation's QR bill; the account comes from the configuration. */
export const DONATION_CREDITOR = {
  name: 'Swiss Location Award',
  address: 'Bahnhofstrasse',
  buildingNumber: '10',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
} as const;

/** A QR reference (27 digits, the last a checksum) from a donation's id. */
export function donationReference(id: number): string {
  const base = String(id).padStart(26, '0');
  return base + calculateQRReferenceChecksum(base);
}

/** The reference a donation's bill carries: a QR reference for a QR-IBAN, none for an IBAN. */
export function referenceFor(account: string, id: number): string | null {
  return isQRIBAN(account) ? donationReference(id) : null;
}

/** The QR bill's payment part speaks the donation page's language. */
const BILL_LANGUAGES: Record<AwardLanguage, 'DE' | 'FR' | 'IT' | 'EN'> = {
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  en: 'EN',
};

export interface DonationInvoiceData {
  /** The donation's number (its id), on the bill and in its message. */
  number: number;
  donation: DonationValues;
  /** The office's IBAN or QR-IBAN (configuration). */
  account: string;
  reference: string | null;
  /** The day of the donation, as the letter prints it (`27.11.2026`). */
  issuedOn: string;
  brand: string;
}

/** The letter's texts in each award language (the QR bill's payment part follows `BILL_LANGUAGES`). */
const LETTER: Record<
  AwardLanguage,
  { title(n: number): string; date: string; thanks: string; amount: string }
> = {
  de: {
    title: (n) => `Spende Nr. ${n}`,
    date: 'Datum',
    thanks:
      'Herzlichen Dank, dass du den Swiss Location Award unterstützt. Mit dem QR-Einzahlungsschein unten kannst du deine Spende bequem überweisen.',
    amount: 'Betrag',
  },
  fr: {
    title: (n) => `Don n° ${n}`,
    date: 'Date',
    thanks:
      'Merci de soutenir le Swiss Location Award. Avec le bulletin de versement QR ci-dessous, vous pouvez virer votre don en toute simplicité.',
    amount: 'Montant',
  },
  it: {
    title: (n) => `Donazione n. ${n}`,
    date: 'Data',
    thanks:
      'Grazie di cuore per il tuo sostegno allo Swiss Location Award. Con la polizza di versamento QR qui sotto puoi versare comodamente la tua donazione.',
    amount: 'Importo',
  },
  en: {
    title: (n) => `Donation no. ${n}`,
    date: 'Date',
    thanks:
      'Thank you for supporting the Swiss Location Award. You can pay your donation easily with the QR payment slip below.',
    amount: 'Amount',
  },
};

const CHF = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The message in the QR bill's payment part (at most 140 characters). */
export const donationBillMessage = (number: number) => `Spende Swiss Location Award, Nr. ${number}`;

/**
 * The donation's invoice as a PDF: a short letter on an A4 page and the Swiss QR-bill payment part
 * below it, for the office's account, with the donor as payer and the amount filled in.
 */
export function donationInvoicePdf(data: DonationInvoiceData): Promise<Buffer> {
  const { donation } = data;
  const letter = LETTER[donation.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${letter.title(data.number)}: Swiss Location Award` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const creditor = DONATION_CREDITOR;
  pdf
    .fontSize(9)
    .text(
      `${creditor.name}, ${data.brand}, ${creditor.address} ${creditor.buildingNumber}, ${creditor.zip} ${creditor.city}`,
    );
  pdf.moveDown(2).fontSize(11);
  for (const line of [donation.company, donation.contact, donation.street])
    if (line) pdf.text(line);
  pdf.text(`${donation.zip} ${donation.city}`);
  pdf.moveDown(2).fontSize(16).text(letter.title(data.number));
  pdf.fontSize(10).text(`${letter.date}: ${data.issuedOn}`).moveDown();
  pdf.fontSize(11).text(letter.thanks).moveDown();
  pdf
    .font('Helvetica-Bold')
    .text(`${letter.amount}: CHF ${CHF.format(Number(francsOf(donation.amount)))}`)
    .font('Helvetica');
  new SwissQRBill(
    {
      currency: 'CHF',
      amount: Number(francsOf(donation.amount)),
      ...(data.reference ? { reference: data.reference } : {}),
      creditor: { ...creditor, account: data.account },
      debtor: {
        name: (donation.company
          ? `${donation.company}, ${donation.contact}`
          : donation.contact
        ).slice(0, 70),
        address: donation.street,
        zip: donation.zip,
        city: donation.city,
        country: countryOfZip(donation.zip),
      },
      message: donationBillMessage(data.number),
    },
    { language: BILL_LANGUAGES[donation.language] },
  ).attachTo(pdf);
  pdf.end();
  return done;
}
