import type { CardControlsContext } from '@eventalp/plugin-catalog/domain';
import type { EntryCard } from '../catalog/catalogTypes';
import { ResultCard } from './ResultCard';
import './cards.css';

/** Cards in a responsive grid; the list position drives eager/lazy image loading. */
export function CardList({
  cards,
  context,
  headingLevel,
}: {
  cards: EntryCard[];
  context?: CardControlsContext;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="ea-card-list">
      {cards.map((card, index) => (
        <li key={`${card.entity_type}-${card.id}`}>
          <ResultCard card={card} index={index} context={context} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
