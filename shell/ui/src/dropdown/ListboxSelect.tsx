import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { trimLabel } from './trimLabel';

/** One choice of a dropdown. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What the single and the multiple dropdown have in common. */
export interface SelectBaseProps {
  /** The visible label; it names the control and its list. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** Shows a reset button while a value is chosen; it clears the value. */
  resettable?: boolean;
  /** Text of the reset button ('Zurücksetzen' by default). */
  resetLabel?: string;
  disabled?: boolean;
  /** Error messages, announced with the control. */
  errors?: string[];
  /** Form field name: the chosen values travel as hidden inputs of that name. */
  name?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Starts open (the style guide's open state). */
  defaultOpen?: boolean;
  className?: string;
}

interface ListboxSelectProps extends SelectBaseProps {
  multiple: boolean;
  selected: readonly string[];
  onSelect(values: string[]): void;
  /** The text the closed control shows, null for the placeholder. */
  summary: string | null;
}

/** Typed characters within this time search together ("ra" finds "Raum"). */
const TYPE_AHEAD_MS = 500;

const isPrintable = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The spec's custom dropdown as the ARIA APG's select-only combobox: the focusable control
 * (role combobox) opens a list box (role listbox) whose active option it points to
 * (aria-activedescendant), so focus never leaves it. Click toggles, a click outside closes,
 * Escape closes (focus stays on the control), arrows/Home/End move, Enter/Space choose, typing
 * jumps to the option that starts with the typed text. A multiple list toggles options and stays
 * open. Option and control texts are trimmed at 30 characters, the full text in `title`.
 */
export function ListboxSelect(props: ListboxSelectProps) {
  const { label, options, placeholder, multiple, selected, onSelect, summary, disabled } = props;
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const resetId = `${id}-reset`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [active, setActive] = useState(() =>
    props.defaultOpen
      ? Math.max(
          0,
          options.findIndex((option) => selected.includes(option.value)),
        )
      : -1,
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const invalid = !!props.errors?.length;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    // Keeps the active option in view inside the list only: scrolling the page to a list that
    // opens with it (a dropdown open from the start) would move the visitor away.
    const option = document.getElementById(optionId(active));
    const list = option?.closest<HTMLElement>('[role="listbox"]');
    if (!option || !list) return;
    const optionBox = option.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    if (optionBox.top < listBox.top) list.scrollTop -= listBox.top - optionBox.top;
    else if (optionBox.bottom > listBox.bottom) list.scrollTop += optionBox.bottom - listBox.bottom;
    // optionId is derived from id and active only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const enabled = (index: number) => {
    const option = options[index];
    return option !== undefined && !option.disabled;
  };
  const step = (from: number, direction: 1 | -1) => {
    for (let index = from + direction; index >= 0 && index < options.length; index += direction)
      if (enabled(index)) return index;
    return from;
  };
  const first = () => step(-1, 1);
  const last = () => step(options.length, -1);

  const openList = (at?: number) => {
    const current = options.findIndex((option) => selected.includes(option.value));
    setActive(at ?? (enabled(current) ? current : first()));
    setOpen(true);
  };

  const choose = (index: number) => {
    const value = options[index]?.value;
    if (value === undefined || !enabled(index)) return;
    if (multiple) {
      onSelect(
        selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value],
      );
      setActive(index);
    } else {
      onSelect([value]);
      setOpen(false);
    }
    controlRef.current?.focus();
  };

  const typeAhead = (character: string) => {
    const now = Date.now();
    const text =
      now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + character : character;
    typed.current = { text, at: now };
    const wanted = text.toLocaleLowerCase();
    const start = text.length > 1 ? Math.max(active, 0) : active + 1;
    for (let offset = 0; offset < options.length; offset += 1) {
      const index = (start + offset) % options.length;
      if (enabled(index) && options[index]?.label.toLocaleLowerCase().startsWith(wanted)) {
        return index;
      }
    }
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openList();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? first() : last());
      } else if (isPrintable(event)) {
        const found = typeAhead(event.key);
        openList(found ?? undefined);
      }
      return;
    }
    if (key === 'ArrowDown') setActive(step(active, 1));
    else if (key === 'ArrowUp' && event.altKey && !multiple) choose(active);
    else if (key === 'ArrowUp') setActive(step(active, -1));
    else if (key === 'Home') setActive(first());
    else if (key === 'End') setActive(last());
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') setOpen(false);
    else if (key === 'Tab') {
      const value = options[active]?.value;
      if (!multiple && value !== undefined && !selected.includes(value)) choose(active);
      setOpen(false);
      return;
    } else if (isPrintable(event)) {
      const found = typeAhead(event.key);
      if (found !== null) setActive(found);
      return;
    } else return;
    event.preventDefault();
  };

  const shown = trimLabel(summary ?? placeholder);
  const resetText =
    props.resetLabel ??
    intl.formatMessage({ id: 'ui.select.reset', defaultMessage: 'Zurücksetzen' });

  return (
    <div
      ref={rootRef}
      className={['ea-select', open && 'ea-select--open', props.className]
        .filter(Boolean)
        .join(' ')}
    >
      <span
        id={labelId}
        className={props.hideLabel ? 'ea-visually-hidden' : 'ea-select__label'}
        onClick={() => controlRef.current?.focus()}
      >
        {label}
      </span>
      <div className="ea-select__row">
        <div
          ref={controlRef}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          className={`ea-select__control${summary === null ? ' ea-select__control--placeholder' : ''}`}
          aria-labelledby={labelId}
          aria-controls={listId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-disabled={disabled || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          title={shown.title}
          onClick={() => {
            if (disabled) return;
            if (open) setOpen(false);
            else openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          <span className="ea-select__value">{shown.text}</span>
        </div>
        {props.resettable && selected.length > 0 && !disabled && (
          <button
            type="button"
            id={resetId}
            className="ea-select__reset"
            aria-labelledby={`${resetId} ${labelId}`}
            onClick={() => {
              onSelect([]);
              setOpen(false);
              controlRef.current?.focus();
            }}
          >
            {resetText}
          </button>
        )}
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        className="ea-select__list"
        aria-labelledby={labelId}
        aria-multiselectable={multiple || undefined}
        tabIndex={-1}
        hidden={!open}
      >
        {options.map((option, index) => {
          const text = trimLabel(option.label);
          return (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              className="ea-select__option"
              aria-selected={selected.includes(option.value)}
              aria-disabled={option.disabled || undefined}
              data-active={index === active || undefined}
              title={text.title}
              aria-label={text.title}
              // Keeps focus on the control while the pointer chooses.
              onPointerDown={(event) => event.preventDefault()}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => enabled(index) && index !== active && setActive(index)}
              onClick={() => choose(index)}
            >
              {text.text}
            </li>
          );
        })}
      </ul>
      {props.name &&
        selected.map((value) => (
          <input key={value} type="hidden" name={props.name} value={value} />
        ))}
      {invalid && (
        <p id={errorId} className="ea-form__error">
          {props.errors!.join(' ')}
        </p>
      )}
    </div>
  );
}
