import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Suggestion } from './searchApi';

/** Suggestions are asked for from this many characters on ("more than 1", spec section 9). */
export const SUGGEST_MIN_LENGTH = 2;
/** The list stays this long after the field loses focus, so a click on it still counts (spec 9). */
export const SUGGEST_BLUR_DELAY_MS = 500;
/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

interface SearchComboboxProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** The suggestions for a text; failures show no list. */
  suggest(text: string): Promise<Suggestion[]>;
  onChoose(suggestion: Suggestion): void;
  /** Enter without a chosen suggestion. */
  onSubmitText?(text: string): void;
  kindLabel?(suggestion: Suggestion): string;
  placeholder?: string;
}

/**
 * A text field with suggestions (WAI-ARIA combobox with a list box): arrows move through the
 * list, Enter takes the active suggestion (or submits the text), Escape closes the list.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { label, value, onValueChange, suggest, onChoose, onSubmitText, kindLabel } = props;
  const intl = useIntl();
  const id = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useRef(false);

  useEffect(() => {
    const text = value.trim();
    if (!typed.current || text.length < SUGGEST_MIN_LENGTH) {
      setItems([]);
      return;
    }
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
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, suggest]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (suggestion: Suggestion) => {
    typed.current = false;
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const shown = open && items.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setOpen(items.length > 0);
      const count = items.length;
      const down = event.key === 'ArrowDown';
      setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const suggestion = shown ? items[active] : undefined;
      if (suggestion) choose(suggestion);
      else {
        setOpen(false);
        onSubmitText?.(value.trim());
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && items.length > 0;
  return (
    <div className="ea-combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={props.placeholder}
        value={value}
        onChange={(event) => {
          typed.current = true;
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), SUGGEST_BLUR_DELAY_MS);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({
          id: 'marketplace.search.suggestions',
          defaultMessage: 'Vorschläge',
        })}
        className="ea-combobox__list"
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <li
            key={`${item.kind}-${item.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="ea-combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            {item.text}
            {kindLabel && <span className="ea-combobox__kind">{kindLabel(item)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
