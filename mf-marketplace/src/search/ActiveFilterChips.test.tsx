/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@eventalp/shell-kit';
import { catalogs } from '../catalogs';
import { ActiveFilterChips } from './ActiveFilterChips';
import type { FilterChip } from './filterChips';

const chip = (key: string, label: string) => ({ key, label, without: {} }) as unknown as FilterChip;
const region = chip('regions:281', 'Aargau');
const persons = chip('persons', 'ab 80 Personen');

function view(chips: FilterChip[], onRemove = () => {}) {
  return (
    <I18nProvider locale="de-CH" catalogs={catalogs}>
      <ActiveFilterChips chips={chips} onRemove={onRemove} onReset={() => {}} />
    </I18nProvider>
  );
}

describe('ActiveFilterChips', () => {
  it('keeps focus on the chips when a render with the removed chip comes first', () => {
    const { rerender } = render(view([region, persons]));
    const button = screen.getByRole('button', { name: 'Filter entfernen: ab 80 Personen' });
    button.focus();
    fireEvent.click(button);
    // The search's loading state renders once more with both chips (a new array), then without.
    rerender(view([region, persons]));
    rerender(view([region]));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Filter entfernen: Aargau' }),
    );
  });

  it('sends focus to the result count once the last chip is gone', () => {
    document.body.insertAdjacentHTML('beforeend', '<p id="ea-result-count" tabindex="-1">3</p>');
    const { rerender } = render(view([region]));
    fireEvent.click(screen.getByRole('button', { name: 'Filter entfernen: Aargau' }));
    rerender(view([region]));
    rerender(view([]));
    expect(document.activeElement).toBe(document.getElementById('ea-result-count'));
  });
});
