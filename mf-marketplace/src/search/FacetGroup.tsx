import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FacetCount } from './searchApi';
import type { FilterOption } from './filterOptions';

/** Longer lists show this many options until 'Alle anzeigen'. */
const SHORT_LIST = 8;

interface FacetGroupProps {
  legend: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** Result counts per option; null when the search does not count this filter. */
  counts: readonly FacetCount[] | null;
  onToggle(id: string): void;
  /** Sub-heading of a section key (see FilterOption.section). */
  sectionLabel?(key: string): string;
  /** Open even without a chosen option. */
  open?: boolean;
}

/**
 * A taxonomy filter: one checkbox per term with its result count. Terms without results are left
 * out unless chosen (a choice must stay removable); long lists open with 'Alle anzeigen'.
 */
export function FacetGroup(props: FacetGroupProps) {
  const { legend, options, selected, counts, onToggle, sectionLabel } = props;
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const countOf = new Map(counts?.map((facet) => [facet.value, facet.count]));
  const available = options.filter(
    (option) =>
      counts === null || (countOf.get(option.id) ?? 0) > 0 || selected.includes(option.id),
  );
  if (available.length === 0) return null;
  const long = available.length > SHORT_LIST + 2;
  const shown = available.filter(
    (option, index) => !long || expanded || index < SHORT_LIST || selected.includes(option.id),
  );
  const chosen = selected.length;

  return (
    <details className="ea-filter-group" open={props.open || chosen > 0 || undefined}>
      <summary>
        {legend}
        {chosen > 0 && <span className="ea-filter-group__badge">{chosen}</span>}
      </summary>
      <fieldset id={id} className="ea-facet">
        <legend className="ea-visually-hidden">{legend}</legend>
        {shown.map((option, index) => {
          const section = option.section !== shown[index - 1]?.section ? option.section : null;
          const count = countOf.get(option.id);
          return (
            <div key={option.id}>
              {section && sectionLabel && (
                <p className="ea-facet__section">{sectionLabel(section)}</p>
              )}
              <label className="ea-facet__option">
                <input
                  type="checkbox"
                  checked={selected.includes(option.id)}
                  onChange={() => onToggle(option.id)}
                />
                <span>
                  {option.name}
                  {count !== undefined && <span className="ea-facet__count"> ({count})</span>}
                </span>
              </label>
            </div>
          );
        })}
        {long && (
          <button
            type="button"
            className="ea-link-button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? (
              <FormattedMessage
                id="marketplace.search.showFewer"
                defaultMessage="Weniger anzeigen"
              />
            ) : (
              <FormattedMessage
                id="marketplace.search.showAll"
                defaultMessage="Alle {count} anzeigen"
                values={{ count: available.length }}
              />
            )}
          </button>
        )}
      </fieldset>
    </details>
  );
}
