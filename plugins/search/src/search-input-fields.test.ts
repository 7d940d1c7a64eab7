import { z } from 'zod';
import { boundsParam } from './search-input-fields';

const bounds = z.object({ bounds: boundsParam });

describe('bounds parameter (south,west,north,east)', () => {
  it.each([
    ['45.8,5.9,47.8,10.5', { south: 45.8, west: 5.9, north: 47.8, east: 10.5 }],
    ['-10,-20,10,20', { south: -10, west: -20, north: 10, east: 20 }],
    [' 47 , 8 , 47.5 , 8.5 ', { south: 47, west: 8, north: 47.5, east: 8.5 }],
    ['47,8,47,8', { south: 47, west: 8, north: 47, east: 8 }],
  ])('reads %p', (value, expected) => {
    expect(bounds.parse({ bounds: value }).bounds).toEqual(expected);
  });

  it('is optional', () => {
    expect(bounds.parse({}).bounds).toBeUndefined();
  });

  it.each([
    ['three numbers', '47,8,48'],
    ['five numbers', '47,8,48,9,1'],
    ['south above north', '48,8,47,9'],
    ['west east of east (across 180°)', '47,170,48,-170'],
    ['latitude beyond 90', '47,8,91,9'],
    ['longitude beyond 180', '47,-181,48,9'],
    ['not a number', 'a,b,c,d'],
    ['exponent', '4.7e1,8,48,9'],
    ['empty', ''],
    ['hex', '0x1,8,48,9'],
  ])('rejects %s with the format message', (_case, value) => {
    const result = bounds.safeParse({ bounds: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ungültiges Format');
  });
});
