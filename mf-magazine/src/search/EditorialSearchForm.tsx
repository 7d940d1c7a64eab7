import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EDITORIAL_SEARCH_PATH, type EditorialKind } from './editorialSearch.page';
import './editorialSearch.css';

/**
 * The editorial search's form: a plain GET form to the search page (works before hydration),
 * limited to one kind of hit when `kind` is given (the help centre searches help articles).
 */
export function EditorialSearchForm(props: {
  label: ReactNode;
  q?: string;
  kind?: EditorialKind | null;
}) {
  const inputId = useId();
  return (
    <form role="search" method="get" action={EDITORIAL_SEARCH_PATH} className="ea-search-form">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        name="q"
        type="search"
        defaultValue={props.q}
        minLength={2}
        maxLength={100}
      />
      {props.kind && <input type="hidden" name="art" value={props.kind} />}
      <button type="submit" className="ea-button">
        <FormattedMessage id="editorialSearch.submit" defaultMessage="Suchen" />
      </button>
    </form>
  );
}
