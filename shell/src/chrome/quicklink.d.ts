// quicklink 3 ships no types; these are the parts the shell uses (https://getquick.link/api).
declare module 'quicklink' {
  export interface ListenOptions {
    timeout?: number;
    origins?: string[];
    ignores?: ((uri: string, link: HTMLAnchorElement) => boolean)[];
    onError?: (error: unknown) => void;
  }
  /** Observes links in view and prefetches them when idle; returns a function that stops it. */
  export function listen(options?: ListenOptions): () => void;
}
