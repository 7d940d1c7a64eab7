/**
 * The search map's code, map library included: a chunk of its own, fetched only when a visitor
 * opens a map (`const { createResultsMap } = await loadResultsMap()`).
 */
export function loadResultsMap() {
  return import('./createResultsMap');
}
