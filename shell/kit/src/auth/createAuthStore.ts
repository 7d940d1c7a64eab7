import type { User } from './User';

/** Holds who is signed in for one page (browser) or one request (server). */
export interface AuthStore {
  getUser(): User | null;
  setUser(user: User | null): void;
  subscribe(listener: () => void): () => void;
}

export function createAuthStore(initialUser: User | null): AuthStore {
  let user = initialUser;
  const listeners = new Set<() => void>();
  return {
    getUser: () => user,
    setUser(next) {
      user = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
