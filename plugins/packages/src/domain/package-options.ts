import { z } from 'zod';

/** The option groups of the package-options answer (spec section 3, "Package"). */
export const PACKAGE_OPTION_GROUPS = [
  'restrictions',
  'meet',
  'celebration',
  'celebration_business',
  'celebration_private',
  'marry',
] as const;
export type PackageOptionGroup = (typeof PACKAGE_OPTION_GROUPS)[number];

/** Paths of the packages' routes below `/api`. */
export const PACKAGES_PATHS = { options: '/guest/location/package-options' } as const;

/** `GET /api/guest/location/package-options`: the options of each group, in their order. */
export const packageOptionsAnswer = z
  .record(
    z.enum(PACKAGE_OPTION_GROUPS),
    z.array(z.object({ id: z.number().int(), name: z.string() })),
  )
  .meta({ id: 'PackageOptions' });
export type PackageOptions = z.output<typeof packageOptionsAnswer>;
