/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../testing/renderUi';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" button with its variant and size classes', () => {
    const onClick = jest.fn();
    renderUi(
      <Button variant="primary" size="lg" onClick={onClick}>
        Anfrage senden
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Anfrage senden' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('ea-button ea-button--primary ea-button--lg');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a given type (a form submit) and defaults to the secondary, medium look', () => {
    renderUi(<Button type="submit">Senden</Button>);
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('ea-button ea-button--secondary');
  });

  it('while loading: busy, focusable, clicks ignored, the loading text announced', () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Speichern/ });
    expect(button.textContent).toBe('SpeichernWird geladen …');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled: a disabled button', () => {
    renderUi(<Button disabled>Weiter</Button>);
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveProperty('disabled', true);
  });

  it('with href: a link with the button look; disabled it loses its href', () => {
    const { rerender } = renderUi(
      <Button href="/locations" variant="ghost">
        Alle Locations
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Alle Locations' });
    expect(link.getAttribute('href')).toBe('/locations');
    expect(link.className).toBe('ea-button ea-button--ghost');
    rerender(
      <Button href="/locations" disabled>
        Alle Locations
      </Button>,
    );
    const disabled = screen.getByRole('link', { name: 'Alle Locations' });
    expect(disabled.hasAttribute('href')).toBe(false);
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
  });
});
