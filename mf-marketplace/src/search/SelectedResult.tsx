import { usePlatform } from '@eventalp/shell-kit';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResultCard } from '../cards/ResultCard';
import type { ViewCard } from '../cards/viewCard';
import { fetchCard } from './searchApi';
import type { SearchKind } from './searchParams';

/** From the lg breakpoint (spec 9: 1024 px) the list stays visible beside the map. */
const LIST_BESIDE_MAP = '(min-width: 1024px)';

interface SelectedResultProps {
  kind: SearchKind;
  id: number;
  /** The current page's cards; a result from another page is fetched. */
  cards: readonly ViewCard[];
  onClose(): void;
}

/** The card of the marker the visitor chose, over the map (no photo slider on the map). */
export function SelectedResult({ kind, id, cards, onClose }: SelectedResultProps) {
  const intl = useIntl();
  const { http } = usePlatform();
  const onPage = cards.find((card) => card.id === id) ?? null;
  const [fetched, setFetched] = useState<ViewCard | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (onPage) return;
    let current = true;
    fetchCard(http, kind, id).then(
      (card) => current && setFetched(card),
      (error: unknown) => console.warn('The result could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [http, kind, id, onPage]);

  useEffect(() => {
    // Beside the map (desktop) the list shows the same card: bring it into view.
    if (window.matchMedia(LIST_BESIDE_MAP).matches)
      document.getElementById(`ea-result-${id}`)?.scrollIntoView({ block: 'nearest' });
    panel.current?.focus();
  }, [id]);

  const card = onPage ?? (fetched?.id === id ? fetched : null);
  if (!card) return null;
  return (
    <div
      ref={panel}
      className="ea-map-overlay__card"
      role="group"
      aria-label={card.name}
      tabIndex={-1}
    >
      <button
        type="button"
        className="ea-modal__close"
        aria-label={intl.formatMessage({
          id: 'marketplace.map.closeCard',
          defaultMessage: 'Auswahl schliessen',
        })}
        onClick={onClose}
      >
        ×
      </button>
      <ResultCard card={card} index={0} context={{ onMap: true }} headingLevel="h3" />
    </div>
  );
}
