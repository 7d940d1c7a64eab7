import { detectFileType, MAX_UPLOAD_BYTES, uploadMessages, uploadProblem } from './detect-upload';

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

describe('detectFileType', () => {
  it.each([
    [gif, 'image/gif'],
    [png, 'image/png'],
    [jpg, 'image/jpeg'],
    [webp, 'image/webp'],
    [pdf, 'application/pdf'],
    [svg, null],
    [exe, null],
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
  ] as const)('%s %#', (kind, data, expected) => {
    expect(uploadProblem(kind, data)).toBe(expected);
  });

  it('rejects files over 10 MB', () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(jpg);
    expect(uploadProblem('image', big)).toBe(uploadMessages.image);
    expect(uploadProblem('image', big.subarray(0, MAX_UPLOAD_BYTES))).toBeNull();
  });
});
