import { useIntl } from 'react-intl';
import type { FilterChip } from './filterChips';

interface ActiveFilterChipsProps {
  chips: readonly FilterChip[];
  onRemove(chip: FilterChip): void;
  onReset(): void;
}

/** The active filters as chips, each removable, and 'alle zurücksetzen'. */
export function ActiveFilterChips({ chips, onRemove, onReset }: ActiveFilterChipsProps) {
  const intl = useIntl();
  if (chips.length === 0) return null;
  const label = intl.formatMessage({
    id: 'marketplace.search.activeFilters',
    defaultMessage: 'Aktive Filter',
  });
  return (
    <div className="ea-active-filters">
      <ul className="ea-chip-list" aria-label={label}>
        {chips.map((chip) => (
          <li key={chip.key} className="ea-chip ea-chip--removable">
            {chip.label}
            <button
              type="button"
              className="ea-chip__remove"
              aria-label={intl.formatMessage(
                {
                  id: 'marketplace.search.removeFilter',
                  defaultMessage: 'Filter entfernen: {name}',
                },
                { name: chip.label },
              )}
              onClick={() => onRemove(chip)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="ea-link-button" onClick={onReset}>
        {intl.formatMessage({
          id: 'marketplace.search.resetAll',
          defaultMessage: 'alle zurücksetzen',
        })}
      </button>
    </div>
  );
}
