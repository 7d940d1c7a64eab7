import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hallo <strong>Welt</strong></p>', '<p>Hallo <strong>Welt</strong></p>'],
    ['<p onclick="steal()">Text</p>', '<p>Text</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="/storage/1/a.jpg" onerror="x()">', '<img src="/storage/1/a.jpg" />'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><h2>Titel</h2>', '<h2>Titel</h2>'],
    [
      '<a href="https://example.ch" target="_blank">Link</a>',
      '<a href="https://example.ch" target="_blank" rel="noopener noreferrer">Link</a>',
    ],
    ['<p style="color:red">Farbe</p>', '<p>Farbe</p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});
