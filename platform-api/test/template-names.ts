/** Names of this run's template databases (test-platform.ts); the global setup names the run. */
export function templatePrefix(): string {
  return `eventalp_tpl_${process.env.TEST_TEMPLATE_RUN ?? 'local'}_`;
}
