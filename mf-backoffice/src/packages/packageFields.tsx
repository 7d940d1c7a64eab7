import { NumberField, ReferenceField, TextField } from 'react-admin';

/** Rappen as francs (`CHF 1’234.50` in the screen's language). */
const francs = (value: number) => value / 100;

/** An amount stored in Rappen, shown in francs. */
export function AmountField({ source, label }: { source: string; label: string }) {
  return (
    <NumberField
      source={source}
      label={label}
      transform={francs}
      options={{ style: 'currency', currency: 'CHF' }}
      emptyText="–"
    />
  );
}

/** The record's venue by name, linked to its back-office page. */
export function VenueField({ label }: { label: string }) {
  return (
    <ReferenceField source="location_id" reference="locations" label={label} link="show">
      <TextField source="full_name" />
    </ReferenceField>
  );
}
