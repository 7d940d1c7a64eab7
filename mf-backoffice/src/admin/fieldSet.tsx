import type { ReactElement } from 'react';
import { DateField, NumberField, SelectField, TextField } from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** One field of a record as its list column and its show screen render it. */
export interface FieldSpec {
  label: MessageDescriptor;
  /**
   * `text` (the default), `longText` (line breaks kept), `number`, `year` (no digit grouping),
   * `date`, `dateTime`, `select` (with `choices`).
   */
  kind?: 'text' | 'longText' | 'number' | 'year' | 'date' | 'dateTime' | 'select';
  choices?: { id: string | number; name: string }[];
  /** The list cannot be sorted by it. */
  unsortable?: boolean;
  /** '–' when empty. */
  dash?: boolean;
}

/**
 * The fields of a resource declared once (label, kind, choices) and rendered by name, so a list's
 * columns and its show screen say the same: `const fields = useFieldSet({...})`, then
 * `{fields('created_at', 'email')}` inside a `Datagrid` or a `SimpleShowLayout`.
 */
export function useFieldSet<Name extends string>(set: Record<Name, FieldSpec>) {
  const intl = useIntl();
  return (...names: Name[]): ReactElement[] =>
    names.map((source) => {
      const spec = set[source];
      const common = {
        key: source,
        source,
        label: intl.formatMessage(spec.label),
        ...(spec.unsortable ? { sortable: false } : {}),
        ...(spec.dash ? { emptyText: '–' } : {}),
      };
      switch (spec.kind) {
        case 'number':
          return <NumberField {...common} />;
        case 'year':
          return <NumberField {...common} options={{ useGrouping: false }} />;
        case 'date':
          return <DateField {...common} />;
        case 'dateTime':
          return <DateField {...common} showTime />;
        case 'select':
          return <SelectField {...common} choices={spec.choices ?? []} />;
        case 'longText':
          return <TextField {...common} sx={{ whiteSpace: 'pre-wrap' }} />;
        default:
          return <TextField {...common} />;
      }
    });
}
