import { SearchInput, SelectInput } from 'react-admin';
import type { IntlShape } from 'react-intl';
import { adminMessages } from './adminMessages';

/** The list's search over the resource's text columns (`q`), always shown. */
export function searchFilter(intl: IntlShape) {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={intl.formatMessage(adminMessages.search)}
    />
  );
}

/** Current, archived or all rows of a resource that archives instead of deleting. */
export function archivedFilter(intl: IntlShape) {
  return (
    <SelectInput
      key="archived"
      source="archived"
      label={intl.formatMessage(adminMessages.archived)}
      choices={[
        { id: 'current', name: intl.formatMessage(adminMessages.archivedCurrent) },
        { id: 'archived', name: intl.formatMessage(adminMessages.archivedOnly) },
        { id: 'all', name: intl.formatMessage(adminMessages.archivedAll) },
      ]}
    />
  );
}

/** A date-time input's local value as the API reads it (ISO with offset), empty as null. */
export const isoDateTime = (value: string | null) => (value ? new Date(value).toISOString() : null);
