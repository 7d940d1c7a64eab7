import {
  detectFileType,
  UPLOAD_LIMITS,
  uploadLimitOf,
  uploadMessages,
  uploadProblem,
} from './detect-upload';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

const gif = bytes('GIF89a', [1, 0, 1, 0]);
const png = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]);
const jpg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
const pdf = bytes('%PDF-1.7\n');
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const exe = bytes('MZ', [0x90, 0]);

/** A zip of empty stored entries with these names (what office files are made of). */
function zip(names: string[]): Uint8Array {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const raw = [...name].map((c) => c.charCodeAt(0));
    const offset = local.length;
    local.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0));
    local.push(...u32(0), ...u32(0), ...u16(raw.length), ...u16(0), ...raw);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0));
    central.push(...u32(0), ...u32(0), ...u32(0), ...u16(raw.length), ...u16(0), ...u16(0));
    central.push(...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...raw);
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length)];
  end.push(...u16(names.length), ...u32(central.length), ...u32(local.length), ...u16(0));
  return Uint8Array.from([...local, ...central, ...end]);
}
const docx = zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
const xlsx = zip(['[Content_Types].xml', 'xl/workbook.xml']);
const ole = (stream: string) =>
  bytes(
    [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    new Array(504).fill(0),
    [...stream].flatMap((c) => [c.charCodeAt(0), 0]),
  );
const csv = bytes('Name;Personen\r\nApéro;80\r\n');

describe('detectFileType', () => {
  it.each([
    [gif, 'image/gif'],
    [png, 'image/png'],
    [jpg, 'image/jpeg'],
    [webp, 'image/webp'],
    [pdf, 'application/pdf'],
    [exe, null],
    [docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    [xlsx, null],
    [ole('WordDocument'), 'application/msword'],
    [ole('Workbook'), null],
    [csv, 'text/csv'],
  ])('%#', (head, mime) => {
    expect(detectFileType(head)?.mime ?? null).toBe(mime);
  });
});

describe('uploadProblem', () => {
  it.each([
    ['image', png, null],
    ['image', gif, null],
    ['image', pdf, uploadMessages.image],
    ['image', svg, uploadMessages.image],
    ['ground_plan', pdf, null],
    ['ground_plan', jpg, uploadMessages.ground_plan],
    ['document', pdf, null],
    ['document', exe, uploadMessages.document],
    ['image', new Uint8Array(), uploadMessages.empty],
    ['user_file', pdf, null],
    ['user_file', docx, null],
    ['user_file', ole('WordDocument'), null],
    ['user_file', csv, null],
    ['user_file', xlsx, uploadMessages.user_file],
    ['user_file', ole('Workbook'), uploadMessages.user_file],
    ['user_file', exe, uploadMessages.user_file],
    ['user_file', png, uploadMessages.user_file],
    ['document', docx, uploadMessages.document],
    ['document', csv, uploadMessages.document],
    ['image', svg, uploadMessages.image],
  ] as const)('%s %#', (kind, data, expected) => {
    expect(uploadProblem(kind, data)).toBe(expected);
  });

  it('rejects files over 10 MB', () => {
    const big = new Uint8Array(UPLOAD_LIMITS.image + 1);
    big.set(jpg);
    expect(uploadProblem('image', big)).toBe(uploadMessages.image);
    expect(uploadProblem('image', big.subarray(0, UPLOAD_LIMITS.image))).toBeNull();
  });

  it('lets user files be 30 MB, no more', () => {
    const big = new Uint8Array(UPLOAD_LIMITS.user_file + 1);
    big.set(pdf);
    expect(uploadProblem('user_file', big)).toBe(uploadMessages.user_file);
    expect(uploadProblem('user_file', big.subarray(0, 30 * 1024 * 1024))).toBeNull();
    expect(uploadProblem('document', big.subarray(0, UPLOAD_LIMITS.image + 1))).toBe(
      uploadMessages.document,
    );
  });
});

describe('uploadLimitOf', () => {
  it('is the largest limit of the kinds a route accepts', () => {
    expect(uploadLimitOf(['image', 'document'])).toBe(10 * 1024 * 1024);
    expect(uploadLimitOf(['image', 'user_file'])).toBe(30 * 1024 * 1024);
  });
});
