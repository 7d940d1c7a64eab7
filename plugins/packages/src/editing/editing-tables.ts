/** The package options table (created by the plugin's first migration). */
export const OPTIONS_TABLE = 'packages_options';
