import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { useIntl, type IntlShape } from 'react-intl';
import type { Approval } from '@eventalp/plugin-catalog/domain';
import { entryFieldLabels } from './entryFieldLabels';
import { entryMessages as m } from './entryMessages';

/** A field's label where the back office knows it, else its name. */
function fieldLabel(name: string, intl: IntlShape): string {
  const label = entryFieldLabels[name as keyof typeof entryFieldLabels];
  return label ? intl.formatMessage(label) : name;
}

/** The labels of the fields a request changes (empty for a new entry). */
export function changedFieldNames(record: Approval, intl: IntlShape): string[] {
  return Object.keys(record.changes ?? {}).map((name) => fieldLabel(name, intl));
}

/** A value as one line: texts and numbers as they are, lists by their length. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return `${value.length} ×`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What the request changes: each field with its value now and the value waiting for approval. */
export function ApprovalChanges() {
  const record = useRecordContext<Approval & { current: Record<string, unknown> | null }>();
  const createPath = useCreatePath();
  const intl = useIntl();
  if (!record) return null;
  const names = Object.keys(record.changes ?? {});
  const entry = createPath({
    resource: `${record.entry_type}s`,
    id: record.entry_id,
    type: 'show',
  });
  return (
    <section aria-label={intl.formatMessage(m.changes)}>
      <Link to={entry}>{intl.formatMessage(m.openEntry)}</Link>
      {names.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage(m.field)}</TableCell>
              <TableCell>{intl.formatMessage(m.currentValue)}</TableCell>
              <TableCell>{intl.formatMessage(m.newValue)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {names.map((name) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {fieldLabel(name, intl)}
                </TableCell>
                <TableCell>{shown(record.current?.[name])}</TableCell>
                <TableCell>{shown(record.changes[name])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
