import { imageAttributes } from './imageAttributes';
import type { MediaView } from './MediaView';

const widths = [240, 600, 800, 960, 1920];
const photo: MediaView = {
  id: 1,
  name: 'exterior-5',
  title: null,
  slot: 'exterior_image',
  mime_type: 'image/jpeg',
  url: '/storage/5/exterior-5.jpg',
  width: 1920,
  height: 1280,
  candidates: widths.map((width) => ({
    width,
    url: `/storage/5/conversions/exterior-5-${width}.jpg`,
  })),
};

describe('imageAttributes', () => {
  it.each([
    // target → chosen width: the narrowest between the target and 1.5 times it
    [600, 600],
    [400, 600],
    [550, 600],
    [700, 800],
    [1300, 1920],
    [2000, 1920],
    [200, 240],
  ])('shows a %i px image from the %i px conversion', (target, chosen) => {
    const attributes = imageAttributes(photo, target);
    expect(attributes.src).toBe(`/storage/5/conversions/exterior-5-${chosen}.jpg`);
    expect(attributes.width).toBe(chosen);
    expect(attributes.height).toBe(Math.round((chosen * 1280) / 1920));
  });

  it('defaults to 600 px, lists every conversion in srcset and sizes by the target', () => {
    const attributes = imageAttributes(photo);
    expect(attributes.src).toContain('-600.jpg');
    expect(attributes.srcSet).toBe(
      widths.map((width) => `/storage/5/conversions/exterior-5-${width}.jpg ${width}w`).join(', '),
    );
    expect(attributes.sizes).toBe('600px');
  });

  it('keeps a gif as its original, without srcset', () => {
    const gif = {
      ...photo,
      mime_type: 'image/gif',
      url: '/storage/9/anim.gif',
      width: 300,
      height: 200,
      candidates: [],
    };
    expect(imageAttributes(gif, 600)).toEqual({
      src: '/storage/9/anim.gif',
      srcSet: undefined,
      sizes: undefined,
      width: 300,
      height: 200,
    });
  });
});
