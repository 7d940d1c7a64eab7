import { holdBodyFlag } from './bodyFlags';

/** The parts of <body> the flags touch: attributes and the class list. */
function fakeBody() {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  return {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
    classList: {
      add: (name: string) => void classes.add(name),
      remove: (name: string) => void classes.delete(name),
      contains: (name: string) => classes.has(name),
    },
    get className() {
      return [...classes].join(' ');
    },
  } as unknown as HTMLElement;
}

describe('holdBodyFlag', () => {
  it('keeps the class while any holder keeps it', () => {
    const body = fakeBody();
    const auth = holdBodyFlag('ea-modal-open', body);
    const filters = holdBodyFlag('ea-modal-open', body);
    expect(body.classList.contains('ea-modal-open')).toBe(true);
    filters();
    expect(body.classList.contains('ea-modal-open')).toBe(true);
    // A second release of the same holder changes nothing.
    filters();
    expect(body.classList.contains('ea-modal-open')).toBe(true);
    auth();
    expect(body.classList.contains('ea-modal-open')).toBe(false);
    expect(body.hasAttribute('data-ea-holds-ea-modal-open')).toBe(false);
  });

  it('counts each class on its own', () => {
    const body = fakeBody();
    const map = holdBodyFlag('ea-map-open', body);
    const modal = holdBodyFlag('ea-modal-open', body);
    map();
    expect(body.className).toBe('ea-modal-open');
    modal();
    expect(body.className).toBe('');
  });
});
