import { httpsOnly, youTubeIdOf } from './mediaUrls';

describe('httpsOnly (the 360° tour and header video rule)', () => {
  it.each([
    ['https://tour.example/schloss', 'https://tour.example/schloss'],
    ['  https://my.matterport.com/show/?m=abc  ', 'https://my.matterport.com/show/?m=abc'],
  ])('keeps the https URL %s', (value, expected) => {
    expect(httpsOnly(value)).toBe(expected);
  });

  it.each([
    'http://tour.example/schloss',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//tour.example/schloss',
    '/site/tour',
    'ftp://tour.example',
    'https://',
    'kein link',
    '',
    null,
    undefined,
  ])('drops %p', (value) => {
    expect(httpsOnly(value)).toBeNull();
  });
});

describe('youTubeIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the id of %s', (url, id) => {
    expect(youTubeIdOf(url)).toBe(id);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/12345678',
    'https://www.youtube.com/watch?v=<script>',
    'https://cdn.example/header.mp4',
  ])('has no id for %s', (url) => {
    expect(youTubeIdOf(url)).toBeNull();
  });
});
