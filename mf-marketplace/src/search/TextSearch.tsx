import { usePlatform } from '@eventalp/shell-kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { filterNames } from './filterLabels';
import { fetchSuggestions, type Suggestion } from './searchApi';
import { SearchCombobox } from './SearchCombobox';
import type { SearchKind } from './searchParams';
import { idsOf, toggleId, withFilter, type SearchState } from './searchState';

const kindNames = defineMessages<Suggestion['kind']>({
  place: { id: 'marketplace.search.suggestion.place', defaultMessage: 'Ort' },
  region: { id: 'marketplace.search.suggestion.region', defaultMessage: 'Region' },
  category: { id: 'marketplace.search.suggestion.category', defaultMessage: 'Kategorie' },
  location: { id: 'marketplace.search.suggestion.location', defaultMessage: 'Location' },
  provider: { id: 'marketplace.search.suggestion.provider', defaultMessage: 'Dienstleister' },
});

interface TextSearchProps {
  kind: SearchKind;
  state: SearchState;
  onChange(next: SearchState): void;
  onPlaceNamed(id: string, name: string): void;
}

/**
 * The free text with suggestions: a place, region or category sets that filter, an entry opens
 * its page, Enter or 'Suchen' searches for the text.
 */
export function TextSearch({ kind, state, onChange, onPlaceNamed }: TextSearchProps) {
  const intl = useIntl();
  const { http } = usePlatform();
  const q = state.filters.q ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const suggest = useCallback((value: string) => fetchSuggestions(http, kind, value), [http, kind]);

  const choose = (suggestion: Suggestion) => {
    if (suggestion.href) {
      window.location.assign(suggestion.href);
    } else if (suggestion.param === 'place') {
      onPlaceNamed(suggestion.id, suggestion.text);
      setText(q);
      onChange(withFilter(state, 'place', suggestion.id));
    } else if (suggestion.param) {
      setText(q);
      const chosen = idsOf(state, suggestion.param).includes(suggestion.id);
      if (!chosen) onChange(toggleId(state, suggestion.param, suggestion.id));
    } else {
      onChange(withFilter(state, 'q', suggestion.text));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(withFilter(state, 'q', text.trim() || null));
  };

  return (
    <form role="search" className="ea-text-search" onSubmit={submit}>
      <SearchCombobox
        label={intl.formatMessage(filterNames.q)}
        value={text}
        onValueChange={setText}
        suggest={suggest}
        onChoose={choose}
        onSubmitText={(value) => onChange(withFilter(state, 'q', value || null))}
        kindLabel={(suggestion) => intl.formatMessage(kindNames[suggestion.kind])}
        placeholder={intl.formatMessage({
          id: 'marketplace.search.placeholder',
          defaultMessage: 'Name, Ort oder Stichwort',
        })}
      />
      <button type="submit" className="ea-button">
        {intl.formatMessage({ id: 'marketplace.search.submit', defaultMessage: 'Suchen' })}
      </button>
    </form>
  );
}
