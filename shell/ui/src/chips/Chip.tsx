import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface FilterChipProps {
  /** What the filter is, e.g. 'Zürich'. */
  label: string;
  onRemove(): void;
  /** Name of the remove button; '{label} entfernen' by default. */
  removeLabel?: string;
}

/** An active filter: its text and a button that removes it (named after the filter). */
export function FilterChip({ label, onRemove, removeLabel }: FilterChipProps) {
  const intl = useIntl();
  return (
    <span className="ea-chip ea-chip--filter">
      <span>{label}</span>
      <button
        type="button"
        className="ea-chip-remove"
        aria-label={
          removeLabel ??
          intl.formatMessage(
            { id: 'ui.chip.remove', defaultMessage: '{label} entfernen' },
            { label },
          )
        }
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

interface ToggleChipProps {
  pressed: boolean;
  onToggle(pressed: boolean): void;
  children: ReactNode;
  disabled?: boolean;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
}

/** An on/off choice shaped as a chip: a toggle button (aria-pressed). */
export function ToggleChip({ pressed, onToggle, children, disabled, icon }: ToggleChipProps) {
  return (
    <button
      type="button"
      className="ea-chip ea-chip--toggle"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onToggle(!pressed)}
    >
      {icon}
      {children}
    </button>
  );
}
