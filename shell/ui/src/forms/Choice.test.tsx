/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, RadioGroup } from './Choice';
import { FormField } from './FormField';
import { SelectField } from './SelectField';

describe('form controls', () => {
  it('a checkbox is labelled by its text and carries its errors', () => {
    render(<Checkbox label="AGB akzeptiert" errors={['Dieses Feld ist erforderlich.']} />);
    const box = screen.getByRole('checkbox', { name: 'AGB akzeptiert' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dieses Feld ist erforderlich.',
    );
    fireEvent.click(screen.getByText('AGB akzeptiert'));
    expect(box).toHaveProperty('checked', true);
  });

  it('radio buttons form a group named by its legend and report the choice', () => {
    const onChange = jest.fn();
    render(
      <RadioGroup
        legend="Bestuhlung"
        name="seating"
        value="theater"
        onChange={onChange}
        options={[
          { value: 'theater', label: 'Theater' },
          { value: 'bankett', label: 'Bankett' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Bestuhlung' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Theater' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Bankett' }));
    expect(onChange).toHaveBeenCalledWith('bankett');
  });

  it('a select field is labelled, starts on its placeholder, carries its errors and reports the choice', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Tourismusregion"
        name="region"
        value=""
        placeholder="Region wählen"
        options={[
          { value: '4', label: 'Graubünden' },
          { value: '7', label: 'Wallis' },
        ]}
        errors={['Bitte wähle eine Region aus der Liste.']}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Tourismusregion' });
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Region wählen');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select).toHaveProperty('required', true);
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte wähle eine Region aus der Liste.',
    );
    fireEvent.change(select, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('FormField inputs carry the input look next to their own classes', () => {
    render(<FormField label="Name" className="extra" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).className).toBe('ea-input extra');
  });
});
