import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { AwardLanguage, KitGrade, KitSubject } from './domain';
import { AWARD_LANGUAGES } from './domain';

/** One file of a kit: its path inside the zip and how to make its bytes (one at a time). */
export interface KitEntry {
  name: string;
  make(): Promise<Buffer | string>;
}

/** Sizes of the PNG images (pixels wide): web, print preview, print. */
export const KIT_IMAGE_SIZES = [256, 512, 1024] as const;

const GRADE_NAMES: Record<KitGrade, Record<AwardLanguage, string>> = {
  outstanding: { de: 'Herausragend', fr: 'Exceptionnel', it: 'Eccezionale', en: 'Outstanding' },
  excellent: { de: 'Ausgezeichnet', fr: 'Excellent', it: 'Eccellente', en: 'Excellent' },
  recommended: { de: 'Empfohlen', fr: 'Recommandé', it: 'Raccomandato', en: 'Recommended' },
};

/** Seal colours by grade: gold, silver, bronze. */
const GRADE_COLOURS: Record<KitGrade, { ring: string; face: string }> = {
  outstanding: { ring: '#b8860b', face: '#f6e7b0' },
  excellent: { ring: '#7b8794', face: '#e6eaee' },
  recommended: { ring: '#a0522d', face: '#f3dfcf' },
};

const TEXTS: Record<
  AwardLanguage,
  {
    rateUs: string;
    rateLine: string;
    certificate: string;
    certifies: (name: string, year: number) => string;
    category: string;
    score: string;
    readme: string;
  }
> = {
  de: {
    rateUs: 'Jetzt bewerten',
    rateLine: 'Waren Sie bei uns zu Gast? Bewerten Sie uns für den Swiss Location Award',
    certificate: 'Urkunde',
    certifies: (name, year) => `${name} wurde am Swiss Location Award ${year} ausgezeichnet.`,
    category: 'Kategorie',
    score: 'Punkte',
    readme: 'Inhalt dieses Kits',
  },
  fr: {
    rateUs: 'Évaluer maintenant',
    rateLine: 'Vous étiez notre hôte ? Évaluez-nous pour le Swiss Location Award',
    certificate: 'Certificat',
    certifies: (name, year) => `${name} a été distingué au Swiss Location Award ${year}.`,
    category: 'Catégorie',
    score: 'Points',
    readme: 'Contenu de ce kit',
  },
  it: {
    rateUs: 'Valuta ora',
    rateLine: 'Siete stati nostri ospiti? Valutateci per lo Swiss Location Award',
    certificate: 'Certificato',
    certifies: (name, year) => `${name} è stato premiato allo Swiss Location Award ${year}.`,
    category: 'Categoria',
    score: 'Punti',
    readme: 'Contenuto di questo kit',
  },
  en: {
    rateUs: 'Rate us now',
    rateLine: 'Were you our guest? Rate us for the Swiss Location Award',
    certificate: 'Certificate',
    certifies: (name, year) => `${name} received the Swiss Location Award ${year}.`,
    category: 'Category',
    score: 'Points',
    readme: 'Contents of this kit',
  },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The winner's seal as SVG (grade colour, year, grade name in the kit's language, score). */
export function sealSvg(subject: KitSubject): string {
  const grade = subject.grade ?? 'recommended';
  const { ring, face } = GRADE_COLOURS[grade];
  const name = GRADE_NAMES[grade][subject.language];
  const score = subject.score === null ? '' : subject.score.toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="Swiss Location Award ${subject.year}: ${escapeXml(name)}">
<circle cx="256" cy="256" r="248" fill="${ring}"/>
<circle cx="256" cy="256" r="216" fill="${face}"/>
<circle cx="256" cy="256" r="200" fill="none" stroke="${ring}" stroke-width="4"/>
<text x="256" y="150" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#1f2933">SWISS LOCATION</text>
<text x="256" y="188" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#1f2933">AWARD ${subject.year}</text>
<text x="256" y="270" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="${ring}">${escapeXml(name)}</text>
<text x="256" y="340" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#1f2933">${score}</text>
<text x="256" y="400" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="#1f2933">${escapeXml(subject.diplomaName)}</text>
</svg>`;
}

/** The voting kit's banner as SVG: the award, the year and the call to rate. */
export function ratingBannerSvg(subject: KitSubject): string {
  const texts = TEXTS[subject.language];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(texts.rateUs)}">
<rect width="1200" height="400" fill="#0f3d5c"/>
<text x="60" y="110" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">Swiss Location Award ${subject.year}</text>
<text x="60" y="190" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#e6eef5">${escapeXml(texts.rateLine)}</text>
<text x="60" y="240" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#e6eef5">${escapeXml(subject.diplomaName)}</text>
<rect x="60" y="290" width="420" height="70" rx="12" fill="#f5b800"/>
<text x="270" y="338" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#0f3d5c">${escapeXml(texts.rateUs)}</text>
</svg>`;
}

/** A PNG of `svg`, `width` pixels wide. */
export function pngOf(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 144 })
    .resize({ width })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The certificate (A4 landscape) with the diploma name, the grade, the category and the score. */
export function certificatePdf(subject: KitSubject): Promise<Buffer> {
  const texts = TEXTS[subject.language];
  const grade = subject.grade ?? 'recommended';
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `${texts.certificate} Swiss Location Award ${subject.year}`,
      Author: 'Swiss Location Award',
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const width = document.page.width - 112;
  document
    .lineWidth(6)
    .strokeColor(GRADE_COLOURS[grade].ring)
    .rect(28, 28, document.page.width - 56, document.page.height - 56)
    .stroke();
  document.moveDown(2);
  document.font('Helvetica-Bold').fontSize(40).fillColor('#1f2933');
  document.text(texts.certificate, { align: 'center', width });
  document.moveDown(0.5).fontSize(22).font('Helvetica');
  document.text(`Swiss Location Award ${subject.year}`, { align: 'center', width });
  document.moveDown(1.5).font('Helvetica-Bold').fontSize(36);
  document.text(subject.diplomaName, { align: 'center', width });
  document.moveDown(1).font('Helvetica').fontSize(18);
  document.text(texts.certifies(subject.venueName, subject.year), { align: 'center', width });
  document.moveDown(1).font('Helvetica-Bold').fontSize(26).fillColor(GRADE_COLOURS[grade].ring);
  document.text(GRADE_NAMES[grade][subject.language], { align: 'center', width });
  document.moveDown(0.5).font('Helvetica').fontSize(16).fillColor('#1f2933');
  if (subject.category)
    document.text(`${texts.category}: ${subject.category}`, { align: 'center', width });
  if (subject.score !== null)
    document.text(`${texts.score}: ${subject.score.toFixed(1)}`, { align: 'center', width });
  document.end();
  return done;
}

/** The press release of a winner in one language. */
export function pressText(subject: KitSubject, language: AwardLanguage): string {
  const grade = GRADE_NAMES[subject.grade ?? 'recommended'][language];
  const score = subject.score === null ? '' : subject.score.toFixed(1);
  const category = subject.category ?? '';
  switch (language) {
    case 'de':
      return `${subject.venueName} erhält am Swiss Location Award ${subject.year} das Gütesiegel «${grade}»

${subject.venueName} wurde von Veranstalterinnen, Veranstaltern und Gästen nominiert und bewertet. Das Ergebnis setzt sich zu je einem Drittel aus den Bewertungen des Publikums, dem Urteil der Fachjury und einer technischen Auswertung des Eintrags zusammen.${category ? `\n\nKategorie: ${category}` : ''}${score ? `\nPunkte: ${score} von 10` : ''}

Der Swiss Location Award zeichnet jedes Jahr die besten Eventlocations der Schweiz aus.
`;
    case 'fr':
      return `${subject.venueName} reçoit le label «${grade}» du Swiss Location Award ${subject.year}

${subject.venueName} a été nominé et évalué par des organisateurs et des hôtes. Le résultat se compose pour un tiers chacun des évaluations du public, de l'avis du jury et d'une évaluation technique de l'inscription.${category ? `\n\nCatégorie : ${category}` : ''}${score ? `\nPoints : ${score} sur 10` : ''}

Chaque année, le Swiss Location Award distingue les meilleurs lieux événementiels de Suisse.
`;
    case 'it':
      return `${subject.venueName} riceve il marchio «${grade}» dello Swiss Location Award ${subject.year}

${subject.venueName} è stato nominato e valutato da organizzatori e ospiti. Il risultato è composto per un terzo ciascuno dalle valutazioni del pubblico, dal giudizio della giuria e da una valutazione tecnica dell'iscrizione.${category ? `\n\nCategoria: ${category}` : ''}${score ? `\nPunti: ${score} su 10` : ''}

Ogni anno lo Swiss Location Award premia le migliori location per eventi della Svizzera.
`;
    case 'en':
      return `${subject.venueName} receives the "${grade}" seal of the Swiss Location Award ${subject.year}

${subject.venueName} was nominated and rated by event organisers and guests. The result is made of one third each: the public's ratings, the jury's verdict and a technical evaluation of the listing.${category ? `\n\nCategory: ${category}` : ''}${score ? `\nPoints: ${score} of 10` : ''}

Every year the Swiss Location Award honours the best event venues in Switzerland.
`;
  }
}

/** The venue's copy-paste snippet of the award's custom elements (mf-award/README.md). */
export function snippetHtml(subject: KitSubject, siteUrl: string, awardUrl: string): string {
  const lang = subject.language === 'de' ? 'de-CH' : subject.language;
  const element =
    subject.type === 'winnerkit'
      ? `<eventalp-award-seal grade="${subject.score?.toFixed(1) ?? ''}" year="${subject.year}" lang="${lang}"></eventalp-award-seal>`
      : `<eventalp-award-rating venue="${escapeXml(subject.ratingCode)}" site="${escapeXml(siteUrl)}" lang="${lang}"></eventalp-award-rating>`;
  return `<!-- Swiss Location Award ${subject.year}: paste into your website's HTML -->
${element}
<script src="${escapeXml(awardUrl)}/elements.js" async></script>
`;
}

/** Every file of a kit, in the order the zip holds them. */
export function kitEntries(
  subject: KitSubject,
  urls: { siteUrl: string; awardUrl: string },
): KitEntry[] {
  const texts = TEXTS[subject.language];
  const entries: KitEntry[] = [];
  if (subject.type === 'winnerkit') {
    const svg = sealSvg(subject);
    entries.push({ name: 'siegel/seal.svg', make: async () => svg });
    for (const size of KIT_IMAGE_SIZES)
      entries.push({ name: `siegel/seal-${size}.png`, make: () => pngOf(svg, size) });
    entries.push({
      name: `${texts.certificate.toLowerCase()}.pdf`,
      make: () => certificatePdf(subject),
    });
    for (const language of AWARD_LANGUAGES)
      entries.push({
        name: `presse/press-${language}.txt`,
        make: async () => pressText(subject, language),
      });
  } else {
    const svg = ratingBannerSvg(subject);
    entries.push({ name: 'banner/banner.svg', make: async () => svg });
    for (const size of [600, 1200])
      entries.push({ name: `banner/banner-${size}.png`, make: () => pngOf(svg, size) });
    entries.push({
      name: 'rating-link.txt',
      make: async () => `${urls.siteUrl}/site/${subject.language}/${subject.ratingCode}\n`,
    });
  }
  entries.push({
    name: 'snippet.html',
    make: async () => snippetHtml(subject, urls.siteUrl, urls.awardUrl),
  });
  entries.push({
    name: 'README.txt',
    make: async () =>
      `Swiss Location Award ${subject.year}: ${subject.diplomaName}\n\n${texts.readme}:\n${entries
        .filter((entry) => entry.name !== 'README.txt')
        .map((entry) => `- ${entry.name}`)
        .join('\n')}\n`,
  });
  return entries;
}
