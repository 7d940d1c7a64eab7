/** Accessible names of the map's markers, in the page's language. */
export interface ResultsMapLabels {
  /** e.g. the result's name, or 'Resultat anzeigen' when it is not on the current page. */
  point(id: number): string;
  /** e.g. '12 Resultate: näher heranzoomen'. */
  cluster(count: number): string;
}

/** Cluster sizes (point counts) from which the bubble grows. */
const CLUSTER_SIZES = [10, 100];

/**
 * The button of one marker: a dot for a result, a numbered bubble for a cluster. The visible
 * part is an inner span, because the map positions the button itself with a CSS transform.
 */
export function resultMarkerElement(
  properties: Record<string, unknown>,
  labels: ResultsMapLabels,
  onActivate: (event: MouseEvent) => void,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  const dot = document.createElement('span');
  dot.className = 'ea-map-marker__dot';
  button.append(dot);
  if (properties.cluster) {
    const count = Number(properties.point_count);
    const size = CLUSTER_SIZES.filter((limit) => count >= limit).length;
    button.className = `ea-map-marker ea-map-marker--cluster ea-map-marker--size-${size}`;
    button.setAttribute('aria-label', labels.cluster(count));
    dot.textContent = String(properties.point_count_abbreviated ?? count);
  } else {
    button.className = 'ea-map-marker';
    button.dataset.resultId = String(properties.id);
    button.setAttribute('aria-label', labels.point(Number(properties.id)));
  }
  button.addEventListener('click', (event) => {
    // The map would otherwise treat the click as its own (and a drag start).
    event.stopPropagation();
    onActivate(event);
  });
  return button;
}
