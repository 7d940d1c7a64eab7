import { ListboxSelect, type SelectBaseProps } from './ListboxSelect';

export interface DropdownProps extends SelectBaseProps {
  /** The chosen option's value, null for none. */
  value: string | null;
  /** A choice, or null after a reset. */
  onChange(value: string | null): void;
}

/**
 * The spec's custom dropdown, one value: shows the chosen option's label (or the placeholder),
 * opens on click and closes on a choice, a click outside or Escape; reset clears the value.
 */
export function Dropdown({ value, onChange, ...props }: DropdownProps) {
  const chosen = props.options.find((option) => option.value === value);
  return (
    <ListboxSelect
      {...props}
      multiple={false}
      selected={chosen ? [chosen.value] : []}
      onSelect={(values) => onChange(values[0] ?? null)}
      summary={chosen?.label ?? null}
    />
  );
}
