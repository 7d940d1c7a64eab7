/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'rooms', label: 'Räume', content: <p>Räume-Inhalt</p> },
  { id: 'prices', label: 'Preise', content: <p>Preise-Inhalt</p> },
  { id: 'faq', label: 'FAQ', content: <p>FAQ-Inhalt</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('opens the first tab: one tab stop, its panel labelled by it, the others hidden', () => {
    render(<Tabs label="Details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Details' })).toBeTruthy();
    expect(tab('Räume').getAttribute('aria-selected')).toBe('true');
    expect(tab('Räume').tabIndex).toBe(0);
    expect(tab('Preise').tabIndex).toBe(-1);
    expect(visiblePanel().textContent).toBe('Räume-Inhalt');
    expect(screen.getByRole('tabpanel', { name: 'Räume' })).toBe(visiblePanel());
    expect(tab('Räume').getAttribute('aria-controls')).toBe(visiblePanel().id);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('moves with the arrow keys (wrapping), Home and End, focusing and opening the tab', () => {
    render(<Tabs label="Details" tabs={tabs} />);
    tab('Räume').focus();
    fireEvent.keyDown(tab('Räume'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Preise'));
    expect(visiblePanel().textContent).toBe('Preise-Inhalt');
    fireEvent.keyDown(tab('Preise'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('FAQ'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Räume'));
    fireEvent.keyDown(tab('Räume'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('FAQ'));
    expect(tab('FAQ').tabIndex).toBe(0);
    fireEvent.keyDown(tab('FAQ'), { key: 'Home' });
    expect(visiblePanel().textContent).toBe('Räume-Inhalt');
    fireEvent.keyDown(tab('Räume'), { key: 'End' });
    expect(visiblePanel().textContent).toBe('FAQ-Inhalt');
  });

  it('opens a tab on click and tells the owner', () => {
    const onSelect = jest.fn();
    render(<Tabs label="Details" tabs={tabs} defaultSelected="faq" onSelect={onSelect} />);
    expect(visiblePanel().textContent).toBe('FAQ-Inhalt');
    fireEvent.click(tab('Preise'));
    expect(onSelect).toHaveBeenCalledWith('prices');
    expect(visiblePanel().textContent).toBe('Preise-Inhalt');
  });
});
