import { z } from 'zod';
import { AWARD_LANGUAGES } from './nomination-vocabulary';
import { KIT_STATES, KIT_TYPES } from './award-kits';

// The kit routes' schemas, apart from `award-kits.ts` so the kit page's first code holds no zod.

/** A kit build's answer to the page that waits for it. */
export const kitStatusAnswer = z
  .object({
    /** `none`: never asked for yet. */
    state: z.enum(['none', ...KIT_STATES]),
    /** The venue's name (the kit page's heading). */
    venue_name: z.string(),
    /** 0 to 100. */
    progress: z.number().int().min(0).max(100),
    /** The zip's address once built. */
    url: z.string().nullable(),
    /** Size of the zip in bytes once built. */
    size: z.number().int().nullable(),
  })
  .meta({ id: 'KitStatus' });

/** The kit route's parameters (`/guest/award/kits/{year}/{id}/{lang}/{type}`). */
export const kitAddressParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  lang: z.enum(AWARD_LANGUAGES),
  type: z.enum(KIT_TYPES),
});

/** Asking for a kit: `restart` builds a failed kit again ('Download neu starten.'). */
export const kitRequestInput = z.object({ restart: z.boolean().optional() });
