import { createRequire } from 'node:module';

// The list of the `disposable-email-domains` package (about 4,000 domains of throwaway mail
// services), loaded once into a set.
const requireList = createRequire(__filename);
let domains: ReadonlySet<string> | null = null;

/** Whether an e-mail address (or a parent domain of it) belongs to a throwaway mail service. */
export function isDisposableEmail(email: string): boolean {
  domains ??= new Set(requireList('disposable-email-domains') as string[]);
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const parts = domain.split('.');
  for (let i = 0; i < parts.length - 1; i += 1)
    if (domains.has(parts.slice(i).join('.'))) return true;
  return false;
}
