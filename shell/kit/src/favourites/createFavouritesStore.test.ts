import { createPlatformEventBus, type PlatformEvents } from '../bus/platformEvents';
import { createFavouritesStore } from './createFavouritesStore';
import { FAVOURITES_STORAGE_KEY } from './favouritesList';

/** An in-memory Storage, as localStorage behaves for one origin. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const location = {
  id: 42,
  entity_type: 'location',
  name: 'Schloss Laufen am Rheinfall',
  short_name: 'Schloss Laufen',
};
const provider = { id: 7, entity_type: 'provider', name: 'Apéro Kuhn' };

function setUp(stored?: string) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem(FAVOURITES_STORAGE_KEY, stored);
  const bus = createPlatformEventBus();
  const added: PlatformEvents['favourites:added'][] = [];
  bus.on('favourites:added', (payload) => added.push(payload));
  return { storage, bus, added, store: createFavouritesStore({ storage, bus }) };
}

describe('createFavouritesStore', () => {
  it('saves every change under "favorites" and announces only additions, by short name', () => {
    const { storage, store, added } = setUp();
    store.toggle(location);
    store.toggle(provider);
    expect(JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual({
      locations: [42],
      providers: [7],
    });
    store.toggle(location);
    expect(JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual({
      locations: [],
      providers: [7],
    });
    expect(added).toEqual([
      { title: 'Schloss Laufen', kind: 'location', id: 42 },
      { title: 'Apéro Kuhn', kind: 'provider', id: 7 },
    ]);
  });

  it('reads what an earlier page saved', () => {
    const { store } = setUp('{"locations":[1],"providers":[2]}');
    expect(store.getSnapshot()).toEqual({ locations: [1], providers: [2] });
  });

  it('removes a corrupt value and logs it to the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { storage, store } = setUp('not json');
    expect(store.getSnapshot()).toEqual({ locations: [], providers: [] });
    expect(storage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('tells subscribers and the event bus about changes', () => {
    const { store, bus } = setUp();
    const seen: number[][] = [];
    const listener = jest.fn();
    store.subscribe(listener);
    bus.on('favourites:changed', ({ favourites }) => seen.push(favourites.locations));
    store.toggle(location);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([[42]]);
  });

  it('drops entries that are gone and saves the rest', () => {
    const { storage, store } = setUp('{"locations":[1,2],"providers":[3]}');
    store.remove({ locations: [2], providers: [] });
    expect(JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual({
      locations: [1],
      providers: [3],
    });
  });

  it('follows changes another tab makes (storage event)', () => {
    const storage = new MemoryStorage();
    const handlers: ((event: StorageEvent) => void)[] = [];
    const fakeWindow = {
      addEventListener: (_type: string, handler: (event: StorageEvent) => void) =>
        handlers.push(handler),
    } as unknown as Window;
    const store = createFavouritesStore({
      storage,
      bus: createPlatformEventBus(),
      window: fakeWindow,
    });
    storage.setItem(FAVOURITES_STORAGE_KEY, '{"locations":[5],"providers":[]}');
    handlers.forEach((handler) => handler({ key: FAVOURITES_STORAGE_KEY } as StorageEvent));
    expect(store.getSnapshot()).toEqual({ locations: [5], providers: [] });
  });

  it('keeps nothing on the server (no storage)', () => {
    const store = createFavouritesStore({ storage: null, bus: createPlatformEventBus() });
    store.toggle(location);
    expect(store.getSnapshot()).toEqual({ locations: [], providers: [] });
  });
});
