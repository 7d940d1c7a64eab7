/** A typed publish/subscribe channel; `Events` maps each event name to its payload. */
export interface EventBus<Events extends Record<string, unknown>> {
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void;
}

export function createEventBus<Events extends Record<string, unknown>>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    emit(type, payload) {
      listeners
        .get(type)
        ?.forEach((listener) => (listener as (p: typeof payload) => void)(payload));
    },
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(type, set);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
