/** The package-deal tabs in their order (spec section 2). */
export const PACKAGE_AUDIENCES = ['private', 'company', 'public'] as const;
export type PackageAudience = (typeof PACKAGE_AUDIENCES)[number];
