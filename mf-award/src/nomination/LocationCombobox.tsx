import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

/** A catalogue location the autocomplete offers. */
export interface LocationOption {
  id: string;
  text: string;
}

/** Suggestions from more than one character on, the list kept 500 ms after blur (spec 9). */
const MIN_LENGTH = 2;
const BLUR_DELAY_MS = 500;
const DEBOUNCE_MS = 200;

interface LocationComboboxProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  suggest(text: string): Promise<LocationOption[]>;
  onChoose(option: LocationOption): void;
  errors?: string[];
}

/**
 * The location field: a WAI-ARIA combobox over the catalogue's names (arrows move, Enter takes,
 * Escape closes). Typing again after a choice drops the choice.
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { label, value, onValueChange, suggest, onChoose, errors } = props;
  const intl = useIntl();
  const id = useId();
  const [items, setItems] = useState<LocationOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useRef(false);

  useEffect(() => {
    const text = value.trim();
    if (!typed.current || text.length < MIN_LENGTH) return setItems([]);
    let current = true;
    const timer = setTimeout(() => {
      suggest(text)
        .then((found) => {
          if (!current) return;
          setItems(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => current && setItems([]));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, suggest]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (option: LocationOption) => {
    typed.current = false;
    setOpen(false);
    onChoose(option);
  };
  const shown = open && items.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setOpen(items.length > 0);
      const down = event.key === 'ArrowDown';
      const count = items.length;
      setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && shown) {
      event.preventDefault();
      const option = items[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const invalid = !!errors?.length;
  return (
    <div className="ea-form__field ea-award-combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        className="ea-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={value}
        onChange={(event) => {
          typed.current = true;
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_DELAY_MS);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({
          id: 'award.nomination.suggestions',
          defaultMessage: 'Locations',
        })}
        className="ea-award-combobox__list"
        hidden={!shown}
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="ea-award-combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            {item.text}
          </li>
        ))}
      </ul>
      {invalid && (
        <p id={errorId} className="ea-form__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
