/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../testing/renderUi';
import { FilterChip, ToggleChip } from './Chip';

describe('chips', () => {
  it('a filter chip has a remove button named after its filter', () => {
    const onRemove = jest.fn();
    renderUi(<FilterChip label="Zürich" onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zürich entfernen' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('a toggle chip is a pressed/not pressed button', () => {
    const onToggle = jest.fn();
    const { rerender } = renderUi(
      <ToggleChip pressed={false} onToggle={onToggle}>
        Parkplätze
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Parkplätze' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(onToggle).toHaveBeenCalledWith(true);
    rerender(
      <ToggleChip pressed onToggle={onToggle}>
        Parkplätze
      </ToggleChip>,
    );
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });
});
