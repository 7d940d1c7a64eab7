/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, RadioGroup } from './Choice';
import { FormField } from './FormField';

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

  it('FormField inputs carry the input look next to their own classes', () => {
    render(<FormField label="Name" className="extra" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).className).toBe('ea-input extra');
  });
});
