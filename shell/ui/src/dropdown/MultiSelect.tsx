import { useIntl } from 'react-intl';
import { ListboxSelect, type SelectBaseProps } from './ListboxSelect';

export interface MultiSelectProps extends SelectBaseProps {
  values: readonly string[];
  onChange(values: string[]): void;
  /**
   * What the control says for more than one chosen option; by default the spec's
   * '{count} Räume ausgewählt'. Other lists name their own noun ('3 Regionen ausgewählt').
   */
  selectedCountLabel?(count: number): string;
}

/**
 * The spec's multi-select: each choice toggles a value and the list stays open; the control shows
 * the single chosen label, or the count for more than one (spec section 4).
 */
export function MultiSelect({ values, onChange, selectedCountLabel, ...props }: MultiSelectProps) {
  const intl = useIntl();
  const chosen = props.options.filter((option) => values.includes(option.value));
  const summary =
    chosen.length === 0
      ? null
      : chosen.length === 1
        ? chosen[0]!.label
        : (selectedCountLabel?.(chosen.length) ??
          intl.formatMessage(
            { id: 'ui.multiSelect.selected', defaultMessage: '{count} Räume ausgewählt' },
            { count: chosen.length },
          ));
  return (
    <ListboxSelect
      {...props}
      multiple
      selected={chosen.map((option) => option.value)}
      onSelect={onChange}
      summary={summary}
    />
  );
}
