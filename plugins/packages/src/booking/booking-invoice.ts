import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { calculateQRReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';
import type { LocationContact } from '@eventalp/plugin-catalog';
import { formatChf, type PackagePrice } from '../domain';

const COUNTRIES: Record<number, 'CH' | 'DE' | 'AT'> = { 1: 'CH', 2: 'DE', 3: 'AT' };

/** A QR reference (27 digits, the last a checksum) from a booking's id. */
export function bookingQrReference(id: number): string {
  const base = String(id).padStart(26, '0');
  return base + calculateQRReferenceChecksum(base);
}

export interface BookingInvoiceData {
  id: number;
  reference: string;
  venue: LocationContact;
  /** The IBAN or QR-IBAN the venue named with its offer. */
  iban: string;
  /** The accepted offer's amount, Rappen. */
  amount: number;
  offerText: string;
  price: PackagePrice;
  customer: { name: string; company: string | null };
  date: string;
  issuedOn: string;
}

/** Whether the venue's address is complete enough for a QR bill's creditor. */
export const creditorComplete = (venue: LocationContact) =>
  Boolean(venue.street && venue.zip && venue.place);

/**
 * The invoice of an accepted booking as a PDF: the venue as creditor (name, address, the IBAN of
 * its offer), the customer, the offer, VAT as the calculator showed it, and the Swiss QR-bill
 * payment part for the accepted amount (a QR reference for a QR-IBAN, else the booking's
 * reference as the message).
 */
export function bookingInvoicePdf(data: BookingInvoiceData): Promise<Buffer> {
  const { venue } = data;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Rechnung ${data.reference}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const creditorName = (venue.company || venue.name).slice(0, 70);
  const street = [venue.street, venue.streetNumber].filter(Boolean).join(' ');
  pdf.fontSize(9).text(`${creditorName}, ${street}, ${venue.zip} ${venue.place}`);
  pdf.moveDown(2).fontSize(11);
  if (data.customer.company) pdf.text(data.customer.company);
  pdf.text(data.customer.name);
  pdf.moveDown(2).fontSize(16).text(`Rechnung ${data.reference}`);
  pdf
    .fontSize(10)
    .text(`Datum: ${data.issuedOn}`)
    .text(`Anlass: ${venue.name}, ${data.date.split('-').reverse().join('.')}`)
    .moveDown();
  pdf.fontSize(11).text(data.offerText).moveDown();
  const vat = Math.round((data.amount * data.price.vatPercent) / (100 + data.price.vatPercent));
  pdf
    .font('Helvetica-Bold')
    .text(`Total: ${formatChf(data.amount)}`)
    .font('Helvetica')
    .fontSize(9)
    .text(`inkl. ${data.price.vatPercent} % MWST ${formatChf(vat)}`);
  const qrReference = isQRIBAN(data.iban) ? bookingQrReference(data.id) : null;
  new SwissQRBill(
    {
      currency: 'CHF',
      amount: data.amount / 100,
      ...(qrReference ? { reference: qrReference } : {}),
      creditor: {
        name: creditorName,
        address: venue.street!.slice(0, 70),
        ...(venue.streetNumber ? { buildingNumber: venue.streetNumber.slice(0, 16) } : {}),
        zip: venue.zip!,
        city: venue.place!.slice(0, 35),
        country: COUNTRIES[venue.countryCategory] ?? 'CH',
        account: data.iban,
      },
      message: `Buchung ${data.reference}`,
    },
    { language: 'DE' },
  ).attachTo(pdf);
  pdf.end();
  return done;
}
