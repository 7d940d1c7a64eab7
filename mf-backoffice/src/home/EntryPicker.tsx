import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useIntl } from 'react-intl';
import { searchClient, type Suggestion } from '@eventalp/plugin-search/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { adminMessages } from '../admin/adminMessages';
import { homeMessages as m } from './homeMessages';

/** Waits this long after the last key before asking for suggestions. */
const TYPING_PAUSE_MS = 250;

/**
 * Finds a public entry of `kind` by its name (the search's suggestions, which hold public entries
 * only) and puts its id into the form's `entry_id`: the back office's editors need not know the
 * catalogue's ids (the entry lists are sales' area).
 */
export function EntryPicker({ kind }: { kind: 'location' | 'provider' }) {
  const { http } = usePlatform();
  const intl = useIntl();
  // MUI's own button names are English: react-admin's catalog of the locale has them.
  const translate = useTranslate();
  const { field } = useInput({ source: 'entry_id' });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (text.trim().length < 2) {
      setOptions([]);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      searchClient(http)
        .suggest(text, kind === 'location' ? 'locations' : 'providers')
        .then(
          (found) => found.filter((suggestion) => suggestion.kind === kind),
          () => [],
        )
        .then((found) => {
          if (!current) return;
          setOptions(found);
          setLoading(false);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [http, text, kind]);

  return (
    <Autocomplete
      options={options}
      getOptionLabel={(option) => option.text}
      getOptionKey={(option) => option.id}
      // The API has filtered already.
      filterOptions={(found) => found}
      loading={loading}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={intl.formatMessage(adminMessages.loading)}
      noOptionsText={intl.formatMessage(m.entrySearchNone)}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, picked) => {
        if (picked) field.onChange(Number(picked.id));
      }}
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage(m.entrySearch)}
          helperText={intl.formatMessage(m.entrySearchHint)}
          variant="filled"
          size="small"
        />
      )}
    />
  );
}
