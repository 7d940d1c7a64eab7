/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../testing/renderUi';
import { Dropdown } from './Dropdown';
import type { SelectOption } from './ListboxSelect';
import { MultiSelect } from './MultiSelect';

const rooms: SelectOption[] = [
  { value: 'saal', label: 'Panoramasaal' },
  { value: 'foyer', label: 'Foyer' },
  { value: 'lounge', label: 'Lounge', disabled: true },
  { value: 'terrasse', label: 'Seminarraum mit Seesicht und grosser Terrasse' },
];

function SingleHarness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Dropdown
        label="Raum"
        placeholder="Raum wählen"
        options={rooms}
        value={value}
        onChange={setValue}
        resettable
        name="room"
      />
      <button type="button">Draussen</button>
    </>
  );
}

function MultiHarness({ initial = [] as string[], countLabel = false }) {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <MultiSelect
      label="Räume"
      placeholder="Räume wählen"
      options={rooms}
      values={values}
      onChange={setValues}
      resettable
      selectedCountLabel={countLabel ? (count) => `${count} Regionen ausgewählt` : undefined}
    />
  );
}

const control = () => screen.getByRole('combobox');
const listbox = () => screen.getByRole('listbox', { hidden: true });
const activeOption = () => {
  const id = control().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(control(), { key: name, ...init });

describe('Dropdown', () => {
  it('is a labelled, closed combobox with its list box until clicked, and toggles on click', () => {
    renderUi(<SingleHarness />);
    expect(control()).toHaveProperty('textContent', 'Raum wählen');
    expect(control().getAttribute('aria-expanded')).toBe('false');
    expect(control().getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.getByRole('combobox', { name: 'Raum' })).toBe(control());
    expect(listbox().hidden).toBe(true);
    fireEvent.click(control());
    expect(control().getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(control().getAttribute('aria-controls')).toBe(listbox().id);
    fireEvent.click(control());
    expect(listbox().hidden).toBe(true);
  });

  it('chooses an option by click, closes and keeps focus on the control', () => {
    renderUi(<SingleHarness />);
    fireEvent.click(control());
    fireEvent.click(screen.getByRole('option', { name: 'Foyer' }));
    expect(control().textContent).toBe('Foyer');
    expect(listbox().hidden).toBe(true);
    expect(document.activeElement).toBe(control());
    expect(document.querySelector('input[name="room"]')).toHaveProperty('value', 'foyer');
  });

  it('closes on a click outside, not on one inside', () => {
    renderUi(<SingleHarness />);
    fireEvent.click(control());
    fireEvent.pointerDown(screen.getByRole('option', { name: 'Foyer' }));
    expect(listbox().hidden).toBe(false);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Draussen' }));
    expect(listbox().hidden).toBe(true);
  });

  it('moves with arrows, Home and End (skipping disabled options), chooses with Enter', () => {
    renderUi(<SingleHarness />);
    control().focus();
    key('ArrowDown');
    expect(listbox().hidden).toBe(false);
    expect(activeOption()).toBe('Panoramasaal');
    key('ArrowDown');
    expect(activeOption()).toBe('Foyer');
    key('ArrowDown');
    expect(activeOption()).toBe('Seminarraum mit Seesicht und g…');
    key('ArrowDown');
    expect(activeOption()).toBe('Seminarraum mit Seesicht und g…');
    key('Home');
    expect(activeOption()).toBe('Panoramasaal');
    key('End');
    key('ArrowUp');
    expect(activeOption()).toBe('Foyer');
    key('Enter');
    expect(control().textContent).toBe('Foyer');
    expect(listbox().hidden).toBe(true);
    // Reopened, the chosen option is the active one; Space chooses too.
    key(' ');
    expect(activeOption()).toBe('Foyer');
    key('ArrowUp');
    key(' ');
    expect(control().textContent).toBe('Panoramasaal');
  });

  it('closes on Escape without choosing, focus stays on the control', () => {
    renderUi(<SingleHarness initial="saal" />);
    control().focus();
    key('ArrowDown');
    key('ArrowDown');
    key('Escape');
    expect(listbox().hidden).toBe(true);
    expect(control().textContent).toBe('Panoramasaal');
    expect(document.activeElement).toBe(control());
  });

  it('jumps to the option that starts with typed characters', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    renderUi(<SingleHarness />);
    control().focus();
    key('f');
    expect(listbox().hidden).toBe(false);
    expect(activeOption()).toBe('Foyer');
    now.mockReturnValue(11_000);
    key('s');
    expect(activeOption()).toBe('Seminarraum mit Seesicht und g…');
    // Characters typed together search together: 'pa' finds Panoramasaal.
    now.mockReturnValue(12_000);
    key('p');
    now.mockReturnValue(12_100);
    key('a');
    expect(activeOption()).toBe('Panoramasaal');
    now.mockRestore();
  });

  it('resets: the reset button clears the value and goes away', () => {
    renderUi(<SingleHarness initial="foyer" />);
    const reset = screen.getByRole('button', { name: 'Zurücksetzen Raum' });
    fireEvent.click(reset);
    expect(control().textContent).toBe('Raum wählen');
    expect(screen.queryByRole('button', { name: /Zurücksetzen/ })).toBeNull();
    expect(document.querySelector('input[name="room"]')).toBeNull();
    expect(document.activeElement).toBe(control());
  });

  it('trims texts over 30 characters with an ellipsis and keeps the full text in title', () => {
    renderUi(<SingleHarness initial="terrasse" />);
    expect(control().textContent).toBe('Seminarraum mit Seesicht und g…');
    expect(control().title).toBe('Seminarraum mit Seesicht und grosser Terrasse');
    const option = screen.getByRole('option', {
      hidden: true,
      name: 'Seminarraum mit Seesicht und grosser Terrasse',
    });
    expect(option.textContent).toBe('Seminarraum mit Seesicht und g…');
    expect(option.title).toBe('Seminarraum mit Seesicht und grosser Terrasse');
    expect(screen.getByRole('option', { hidden: true, name: 'Foyer' }).title).toBe('');
  });

  it('does nothing while disabled', () => {
    renderUi(
      <Dropdown
        label="Raum"
        placeholder="–"
        options={rooms}
        value={null}
        onChange={() => {}}
        disabled
      />,
    );
    fireEvent.click(control());
    key('ArrowDown');
    expect(listbox().hidden).toBe(true);
    expect(control().getAttribute('aria-disabled')).toBe('true');
    expect(control().tabIndex).toBe(-1);
  });

  it('announces its errors with the control', () => {
    renderUi(
      <Dropdown
        label="Raum"
        placeholder="–"
        options={rooms}
        value={null}
        onChange={() => {}}
        errors={['Dieses Feld ist erforderlich.']}
      />,
    );
    const description = document.getElementById(control().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Dieses Feld ist erforderlich.');
    expect(control().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('MultiSelect', () => {
  it('toggles values and stays open; the label shows one label, then the spec count text', () => {
    renderUi(<MultiHarness />);
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(control());
    fireEvent.click(screen.getByRole('option', { name: 'Panoramasaal' }));
    expect(control().textContent).toBe('Panoramasaal');
    expect(listbox().hidden).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: 'Foyer' }));
    expect(control().textContent).toBe('2 Räume ausgewählt');
    expect(screen.getByRole('option', { name: 'Foyer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Panoramasaal' }));
    expect(control().textContent).toBe('Foyer');
    expect(screen.getByRole('option', { name: 'Panoramasaal' }).getAttribute('aria-selected')).toBe(
      'false',
    );
  });

  it('toggles with Space and Enter from the keyboard, Escape closes', () => {
    renderUi(<MultiHarness />);
    control().focus();
    key('ArrowDown');
    key(' ');
    key('ArrowDown');
    key('Enter');
    expect(control().textContent).toBe('2 Räume ausgewählt');
    expect(listbox().hidden).toBe(false);
    key('Escape');
    expect(listbox().hidden).toBe(true);
  });

  it('names its own noun when told, and resets to the placeholder', () => {
    renderUi(<MultiHarness initial={['saal', 'foyer', 'terrasse']} countLabel />);
    expect(control().textContent).toBe('3 Regionen ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen Räume' }));
    expect(control().textContent).toBe('Räume wählen');
  });

  it('follows the pointer over the options', () => {
    renderUi(<MultiHarness />);
    fireEvent.click(control());
    act(() => {
      fireEvent.mouseMove(screen.getByRole('option', { name: 'Foyer' }));
    });
    expect(activeOption()).toBe('Foyer');
  });
});

describe('an open dropdown from the start', () => {
  it('renders its list and the chosen option as the active one', () => {
    renderUi(
      <Dropdown
        label="Raum"
        placeholder="–"
        options={rooms}
        value="foyer"
        onChange={() => {}}
        defaultOpen
      />,
    );
    expect(listbox().hidden).toBe(false);
    expect(activeOption()).toBe('Foyer');
  });
});
