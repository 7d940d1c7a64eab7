import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '../auth/User';
import type { Platform } from './Platform';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({
  platform,
  children,
}: {
  platform: Platform;
  children: ReactNode;
}) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> above it');
  return platform;
}

/** The signed-in user (or null); re-renders when the shell signs in or out. */
export function useUser(): User | null {
  const { auth } = usePlatform();
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser);
}
