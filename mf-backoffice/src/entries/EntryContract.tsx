import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BackofficeEntryDetails } from '@eventalp/plugin-catalog/domain';
import { entryMessages as m } from './entryMessages';

const ROWS: [keyof NonNullable<BackofficeEntryDetails['contract']>, MessageDescriptor][] = [
  ['deal_id', m.dealId],
  ['subscription_type', m.subscriptionType],
  ['starts_on', m.startsOn],
  ['ends_on', m.endsOn],
  ['terminated_on', m.terminatedOn],
  ['billing_address', m.billingAddress],
  ['customer_discount_percent', m.discountPercent],
  ['absolute_discount', m.absoluteDiscount],
  ['discount_description', m.discountDescription],
  ['post_invoice', m.postInvoice],
  ['no_reminders', m.noReminders],
];

/** The entry's contract (deal, subscription, period, billing and discounts), read-only. */
export function EntryContract() {
  const record = useRecordContext<{ id: number; contract?: BackofficeEntryDetails['contract'] }>();
  const intl = useIntl();
  const contract = record?.contract;
  const shown = (value: unknown) =>
    typeof value === 'boolean' ? (value ? '✓' : '–') : value === null ? '' : String(value);
  return (
    <section aria-label={intl.formatMessage(m.sectionContract)}>
      <Typography variant="subtitle2">{intl.formatMessage(m.sectionContract)}</Typography>
      {contract ? (
        <Table size="small">
          <TableBody>
            {ROWS.map(([field, label]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {intl.formatMessage(label)}
                </TableCell>
                <TableCell>{shown(contract[field])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">{intl.formatMessage(m.noContract)}</Typography>
      )}
    </section>
  );
}
