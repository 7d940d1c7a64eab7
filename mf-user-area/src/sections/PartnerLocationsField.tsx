import { searchClient } from '@eventalp/plugin-search/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface PartnerLocation {
  id: number;
  name: string;
}

/** Partner locations of a provider: chosen by name from the public locations. */
export function PartnerLocationsField({
  legend,
  value,
  errors,
  onChange,
}: {
  legend: string;
  value: PartnerLocation[];
  errors?: string[];
  onChange(value: PartnerLocation[]): void;
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PartnerLocation[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return setFound([]);
    let current = true;
    const timer = setTimeout(() => {
      searchClient(http)
        .suggest(query.trim(), 'locations')
        .then((suggestions) => {
          if (current)
            setFound(
              suggestions
                .filter((item) => item.kind === 'location')
                .map((item) => ({ id: Number(item.id), name: item.text })),
            );
        })
        .catch(() => current && setFound([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [http, query]);
  return (
    <fieldset className="ea-list-field">
      <legend>{legend}</legend>
      <ul className="ea-partner-chips">
        {value.map((location) => (
          <li key={location.id} className="ea-chip">
            {location.name}
            <button
              type="button"
              className="ea-chip__remove"
              aria-label={intl.formatMessage(
                { id: 'userArea.partner.remove', defaultMessage: '{name} entfernen' },
                { name: location.name },
              )}
              onClick={() => onChange(value.filter((other) => other.id !== location.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId}>
        <FormattedMessage id="userArea.partner.search" defaultMessage="Location suchen" />
      </label>
      <input
        id={inputId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {found.length > 0 && (
        <ul className="ea-suggestions">
          {found
            .filter((location) => !value.some((chosen) => chosen.id === location.id))
            .map((location) => (
              <li key={location.id}>
                <button
                  type="button"
                  className="ea-link-button"
                  onClick={() => {
                    onChange([...value, location]);
                    setQuery('');
                  }}
                >
                  {location.name}
                </button>
              </li>
            ))}
        </ul>
      )}
      {errors?.length ? <p className="ea-form__error">{errors.join(' ')}</p> : null}
    </fieldset>
  );
}
