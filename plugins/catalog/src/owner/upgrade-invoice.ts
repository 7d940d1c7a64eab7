import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import type { UpgradeOrderInput } from '../domain/owner/upgrade-input';

/**
 * The creditor on every invoice. The account is a QR-IBAN (the only kind a QR reference may go
 * to); this one is the sample of the QR-bill standard, to be replaced by the company's own.
 */
export const INVOICE_CREDITOR = {
  name: 'eventalp AG',
  address: 'Bahnhofstrasse',
  buildingNumber: '10',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  account: 'CH44 3199 9123 0008 8901 2',
} as const;

/** A QR reference (27 digits, the last a checksum) from an invoice's sequence number. */
export function qrReference(sequence: number): string {
  const base = String(sequence).padStart(26, '0');
  return base + calculateQRReferenceChecksum(base);
}

export interface InvoiceData {
  invoiceNumber: string;
  reference: string;
  issuedOn: string;
  entryName: string;
  tierLabel: string;
  period: string;
  billing: UpgradeOrderInput['billing'];
  amounts: { net: number; vat: number; total: number };
  vatPercent: number;
}

const CHF = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const chf = (value: number) => CHF.format(value);

/** The invoice as a PDF: the order on an A4 page with the Swiss QR-bill payment part below. */
export function invoicePdf(data: InvoiceData): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Rechnung ${data.invoiceNumber}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const { billing } = data;
  pdf
    .fontSize(9)
    .text(
      `${INVOICE_CREDITOR.name}, ${INVOICE_CREDITOR.address} ${INVOICE_CREDITOR.buildingNumber}, ${INVOICE_CREDITOR.zip} ${INVOICE_CREDITOR.city}`,
    );
  pdf.moveDown(2).fontSize(11);
  for (const line of [
    billing.company,
    billing.name,
    `${billing.street} ${billing.street_number ?? ''}`.trim(),
    `${billing.zip} ${billing.place}`,
  ])
    if (line) pdf.text(line);
  pdf.moveDown(2).fontSize(16).text(`Rechnung ${data.invoiceNumber}`);
  pdf.fontSize(10).text(`Datum: ${data.issuedOn}`).moveDown();
  pdf.fontSize(11).text(`Eintrag: ${data.entryName}`);
  pdf.text(`Paket: ${data.tierLabel}, ${data.period}`).moveDown();
  pdf.text(`Betrag ohne MWST: CHF ${chf(data.amounts.net)}`);
  pdf.text(`MWST ${data.vatPercent} %: CHF ${chf(data.amounts.vat)}`);
  pdf
    .font('Helvetica-Bold')
    .text(`Total: CHF ${chf(data.amounts.total)}`)
    .font('Helvetica');
  pdf.moveDown().fontSize(9).text('Zahlbar innert 30 Tagen mit dem QR-Einzahlungsschein unten.');
  new SwissQRBill(
    {
      currency: 'CHF',
      amount: data.amounts.total,
      reference: data.reference,
      creditor: { ...INVOICE_CREDITOR },
      debtor: {
        name: billing.company ? `${billing.company}, ${billing.name}`.slice(0, 70) : billing.name,
        address: billing.street,
        ...(billing.street_number ? { buildingNumber: billing.street_number } : {}),
        zip: billing.zip,
        city: billing.place,
        country: billing.country,
      },
      message: `Rechnung ${data.invoiceNumber}`,
    },
    { language: 'DE' },
  ).attachTo(pdf);
  pdf.end();
  return done;
}
