import { usePlatform } from '@eventalp/shell-kit';
import { loadResultsMap, type MapBounds, type ResultsMap } from '@eventalp/shell-ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { withValues } from './messageValues';
import type { ViewCard } from '../cards/viewCard';
import { fetchMapPoints, type MapPoints } from './searchApi';
import type { SearchKind } from './searchParams';
import { boundsOf, boundsValue, filterParams, type SearchState } from './searchState';
import { SelectedResult } from './SelectedResult';
import { useValueByKey } from './useValueByKey';

const messages = withValues(
  defineMessages({
    region: { id: 'marketplace.map.region', defaultMessage: 'Karte der Resultate' },
    point: { id: 'marketplace.map.point', defaultMessage: 'Resultat anzeigen' },
    cluster: {
      id: 'marketplace.map.cluster',
      defaultMessage: '{count} Resultate: näher heranzoomen',
    },
    searchArea: { id: 'marketplace.map.searchArea', defaultMessage: 'In diesem Gebiet suchen' },
    showList: { id: 'marketplace.map.showList', defaultMessage: 'Liste anzeigen' },
    failed: {
      id: 'marketplace.map.failed',
      defaultMessage: 'Die Karte kann gerade nicht angezeigt werden.',
    },
  }),
);

export interface MapOverlayProps {
  kind: SearchKind;
  state: SearchState;
  /** The cards of the current page: their names label the markers, a click shows them. */
  cards: readonly ViewCard[];
  hoveredId: number | null;
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** 'In diesem Gebiet suchen': the `bounds` value of the area the visitor moved to. */
  onSearchArea(bounds: string): void;
  onClose(): void;
}

/**
 * The search map (spec: map overlay): every result of the query as clustered markers, in sync
 * with the list (a hovered card marks its marker, a marker shows its card), and a search in the
 * area the visitor moved to. Lazily loaded with its map library.
 */
export default function MapOverlay(props: MapOverlayProps) {
  const { kind, state, cards, hoveredId, selectedId } = props;
  const { http, mapboxAccessToken } = usePlatform();
  const intl = useIntl();
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<ResultsMap | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [points, setPoints] = useState<MapPoints | null>(null);
  const [movedTo, setMovedTo] = useState<MapBounds | null>(null);
  // The map is made once; its callbacks read the latest props and texts.
  const latest = useRef({ ...props, intl });
  latest.current = { ...props, intl };

  useEffect(() => {
    let cancelled = false;
    let created: ResultsMap | null = null;
    loadResultsMap()
      .then(({ createResultsMap }) =>
        createResultsMap(canvas.current as HTMLElement, {
          mapboxAccessToken,
          bounds: boundsOf(latest.current.state),
          labels: {
            point: (id) =>
              latest.current.cards.find((card) => card.id === id)?.name ??
              latest.current.intl.formatMessage(messages.point),
            cluster: (count) => latest.current.intl.formatMessage(messages.cluster, { count }),
          },
          onSelect: (id) => latest.current.onSelect(id),
          onUserMove: setMovedTo,
        }),
      )
      .then((resultsMap) => {
        if (cancelled) return resultsMap.remove();
        created = resultsMap;
        map.current = resultsMap;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('The map could not be loaded', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      created?.remove();
      map.current = null;
    };
  }, [mapboxAccessToken]);

  // Every result of the query, whatever page the list shows: asked again when the filters change.
  const filterState = useValueByKey(state, filterParams(kind, state).toString());
  useEffect(() => {
    let current = true;
    fetchMapPoints(http, kind, filterState).then(
      (answer) => current && setPoints(answer),
      (error: unknown) => console.warn('Map points could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [http, kind, filterState]);

  // An area the visitor chose stays as it is; otherwise the map shows every result.
  const fitToPoints = !filterState.filters.bounds;
  useEffect(() => {
    if (points && status === 'ready') map.current?.setPoints(points.points, fitToPoints);
  }, [points, status, fitToPoints]);

  useEffect(() => {
    if (status === 'ready') map.current?.highlight(hoveredId ?? selectedId);
  }, [hoveredId, selectedId, status]);

  const searchArea = () => {
    const bounds = movedTo && boundsValue(movedTo);
    setMovedTo(null);
    if (bounds) props.onSearchArea(bounds);
  };

  return (
    <div className="ea-map-overlay" role="region" aria-label={intl.formatMessage(messages.region)}>
      <div ref={canvas} className="ea-map-overlay__canvas" />
      <div className="ea-map-overlay__bar">
        {movedTo && (
          <button type="button" className="ea-button ea-button--primary" onClick={searchArea}>
            {intl.formatMessage(messages.searchArea)}
          </button>
        )}
        {/* Phones see only the map; on desktop the list is beside it. */}
        <button type="button" className="ea-button ea-map-overlay__list" onClick={props.onClose}>
          {intl.formatMessage(messages.showList)}
        </button>
      </div>
      {status === 'failed' && (
        <p role="alert" className="ea-map-overlay__note">
          {intl.formatMessage(messages.failed)}
        </p>
      )}
      {selectedId !== null && (
        <SelectedResult
          kind={kind}
          id={selectedId}
          cards={cards}
          onClose={() => props.onSelect(null)}
        />
      )}
    </div>
  );
}
