import { newSlaCode } from './sla-code';

describe('newSlaCode', () => {
  it('is 16 characters of the unambiguous alphabet (no 0, o, 1, l, i)', () => {
    for (let i = 0; i < 200; i += 1) expect(newSlaCode()).toMatch(/^[a-hj-km-np-z2-9]{16}$/);
  });

  it('does not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newSlaCode()));
    expect(codes.size).toBe(2000);
  });
});
