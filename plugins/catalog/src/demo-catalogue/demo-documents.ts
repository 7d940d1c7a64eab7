import type { MediaLibrary } from '@eventalp/plugin-media';

/** A one-page PDF with a title line (hand-written, byte-for-byte the same on every run). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo PDFs (a price list and a venue brochure), stored once; answers their file ids. */
export async function storeDemoDocuments(media: MediaLibrary) {
  return {
    priceList: await media.storeFile(demoPdf('Preisliste'), 'preisliste.pdf', 'document'),
    brochure: await media.storeFile(demoPdf('Dokumentation'), 'dokumentation.pdf', 'document'),
  };
}

/**
 * Showcase entries (every tenth, from the 7th: 7, 17, 27, ...) carry everything a detail page can
 * show: a 360° tour, a header video, a brochure, a price list PDF and photos with their reviews.
 * Decided by the id alone, so the random streams of all entries stay as they were.
 */
export const isShowcase = (id: number) => id % 10 === 7;
