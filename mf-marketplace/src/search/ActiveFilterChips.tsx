import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { FilterChip } from './filterChips';

/** The result count's id: where focus goes when the last chip is gone. */
export const RESULT_COUNT_ID = 'ea-result-count';

interface ActiveFilterChipsProps {
  chips: readonly FilterChip[];
  onRemove(chip: FilterChip): void;
  onReset(): void;
}

/**
 * The active filters as chips, each one button that removes its filter, and 'Alle zurücksetzen'.
 * After a removal focus stays in the list (on the chip that took the removed one's place, else
 * the one before); with no chip left it goes to the result count, which reads the new total.
 */
export function ActiveFilterChips({ chips, onRemove, onReset }: ActiveFilterChipsProps) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  // The removal waiting for its render: the chip's place and key (null: every chip, the reset).
  const removal = useRef<{ index: number; key: string | null } | null>(null);

  useEffect(() => {
    const pending = removal.current;
    if (pending === null) return;
    // A render may come before the one without the chip (the search's loading state): focus
    // moves only once the removed chip (or, after a reset, every chip) is gone.
    const gone =
      pending.key === null ? chips.length === 0 : !chips.some((chip) => chip.key === pending.key);
    if (!gone) return;
    removal.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.ea-chip__button');
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    (next ?? document.getElementById(RESULT_COUNT_ID))?.focus();
  }, [chips]);

  if (chips.length === 0) return null;
  const label = intl.formatMessage({
    id: 'marketplace.search.activeFilters',
    defaultMessage: 'Aktive Filter',
  });
  return (
    <div className="ea-active-filters">
      <ul className="ea-chip-list" aria-label={label} ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="ea-chip ea-chip__button"
              aria-label={intl.formatMessage(
                {
                  id: 'marketplace.search.removeFilter',
                  defaultMessage: 'Filter entfernen: {name}',
                },
                { name: chip.label },
              )}
              onClick={() => {
                removal.current = { index, key: chip.key };
                onRemove(chip);
              }}
            >
              <span>{chip.label}</span>
              <span className="ea-icon ea-icon--x ea-chip__icon" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ea-link-button ea-active-filters__reset"
        onClick={() => {
          removal.current = { index: 0, key: null };
          onReset();
        }}
      >
        {intl.formatMessage({
          id: 'marketplace.search.resetAll',
          defaultMessage: 'Alle zurücksetzen',
        })}
      </button>
    </div>
  );
}
