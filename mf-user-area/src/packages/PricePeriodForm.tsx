import type { PricePeriodInput } from '@eventalp/plugin-packages/domain';
import { FormField, SelectField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldErrors } from '../shared/fieldErrors';
import { calendarLabels } from './calendarLabels';

const empty = { startDate: '', endDate: '', kind: 'surcharge', percent: '', note: '' };

/** Adds a price planning period: whole days with a surcharge or discount in percent. */
export function PricePeriodForm(props: { onSubmit(body: PricePeriodInput): Promise<FieldErrors> }) {
  const intl = useIntl();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof empty) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));
  const label = (message: keyof typeof calendarLabels) =>
    intl.formatMessage(calendarLabels[message]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await props.onSubmit({
      ...form,
      kind: form.kind as PricePeriodInput['kind'],
      percent: form.percent,
    });
    setErrors(answer);
    if (Object.keys(answer).length === 0) setForm(empty);
  }

  return (
    <form className="ea-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>
        <FormattedMessage {...calendarLabels.addPeriod} />
      </h3>
      <FormField
        label={label('startDate')}
        type="date"
        required
        value={form.startDate}
        errors={errors.startDate}
        onChange={(event) => set('startDate')(event.target.value)}
      />
      <FormField
        label={label('endDate')}
        type="date"
        required
        value={form.endDate}
        errors={errors.endDate}
        onChange={(event) => set('endDate')(event.target.value)}
      />
      <SelectField
        label={label('adjustment')}
        name="kind"
        value={form.kind}
        placeholder={label('adjustment')}
        required
        options={[
          {
            value: 'surcharge',
            label: label('surchargeKind'),
          },
          {
            value: 'discount',
            label: label('discountKind'),
          },
        ]}
        errors={errors.kind}
        onChange={set('kind')}
      />
      <FormField
        label={label('percent')}
        inputMode="decimal"
        required
        value={form.percent}
        errors={errors.percent}
        onChange={(event) => set('percent')(event.target.value)}
      />
      <FormField
        label={label('note')}
        multiline
        maxLength={1000}
        value={form.note}
        errors={errors.note}
        onChange={(event) => set('note')(event.target.value)}
      />
      <button type="submit" className="ea-button">
        <FormattedMessage {...calendarLabels.addPeriod} />
      </button>
    </form>
  );
}
