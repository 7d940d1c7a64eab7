import {
  CALENDAR_KINDS,
  calendarTimingErrors,
  REPEAT_FREQUENCIES,
  type CalendarEntryInput,
  type RepeatFrequency,
} from '@eventalp/plugin-packages/domain';
import { Checkbox, FormField, SelectField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldErrors } from '../shared/fieldErrors';
import { calendarLabels, calendarValueTexts, type CalendarPlaces } from './calendarLabels';

const empty = {
  kind: 'event',
  scope: '',
  startDate: '',
  endDate: '',
  partDay: false,
  startHour: '8',
  endHour: '12',
  frequency: '',
  interval: '1',
  until: '',
  note: '',
};

/** Adds an entry; the timing rules run here as on the server (one table, `calendarTimingErrors`). */
export function CalendarEntryForm(props: {
  places: CalendarPlaces;
  onSubmit(body: CalendarEntryInput): Promise<FieldErrors>;
}) {
  const intl = useIntl();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof empty) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [name]: value }));
  const label = (message: keyof typeof calendarLabels) =>
    intl.formatMessage(calendarLabels[message]);

  /** The select's value is `room:{id}`, `hall:{id}` or empty (the whole venue). */
  const scopeId = (kind: 'room' | 'hall') =>
    form.scope.startsWith(`${kind}:`) ? Number(form.scope.slice(kind.length + 1)) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const startDate = form.startDate;
    const endDate = form.partDay ? startDate : form.endDate || startDate;
    const startHour = form.partDay ? Number(form.startHour) : null;
    const endHour = form.partDay ? Number(form.endHour) : null;
    const repeat = form.frequency
      ? {
          frequency: form.frequency as RepeatFrequency,
          interval: Number(form.interval),
          until: form.until,
        }
      : null;
    const body: CalendarEntryInput = {
      kind: form.kind as CalendarEntryInput['kind'],
      roomId: scopeId('room'),
      hallId: scopeId('hall'),
      startDate,
      endDate,
      startHour,
      endHour,
      repeat,
      note: form.note,
    };
    const local =
      startDate && (!repeat || repeat.until)
        ? calendarTimingErrors({ startDate, endDate, startHour, endHour, repeat })
        : {};
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([field, text]) => [field, [text]])));
      return;
    }
    const answer = await props.onSubmit(body);
    setErrors(answer);
    if (Object.keys(answer).length === 0) setForm(empty);
  }

  return (
    <form className="ea-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>
        <FormattedMessage {...calendarLabels.add} />
      </h3>
      <SelectField
        label={label('kind')}
        name="kind"
        value={form.kind}
        placeholder={label('kind')}
        required
        options={CALENDAR_KINDS.map((kind) => ({ value: kind, label: label(kind) }))}
        errors={errors.kind}
        onChange={set('kind')}
      />
      <SelectField
        label={label('scope')}
        name="scope"
        value={form.scope}
        placeholder={label('wholeVenue')}
        options={[
          ...props.places.rooms.map((room) => ({
            value: `room:${room.id}`,
            label: calendarValueTexts(intl).room(room.name),
          })),
          ...props.places.halls.map((hall) => ({
            value: `hall:${hall.id}`,
            label: calendarValueTexts(intl).hall(hall.name),
          })),
        ]}
        errors={[...(errors.roomId ?? []), ...(errors.hallId ?? [])]}
        onChange={set('scope')}
      />
      <FormField
        label={label('startDate')}
        type="date"
        required
        value={form.startDate}
        errors={errors.startDate}
        onChange={(event) => set('startDate')(event.target.value)}
      />
      <Checkbox
        label={label('partDay')}
        checked={form.partDay}
        onChange={(event) => set('partDay')(event.target.checked)}
      />
      {form.partDay ? (
        <>
          <FormField
            label={label('startHour')}
            type="number"
            min={6}
            max={23}
            value={form.startHour}
            errors={errors.startHour}
            onChange={(event) => set('startHour')(event.target.value)}
          />
          <FormField
            label={label('endHour')}
            type="number"
            min={7}
            max={24}
            value={form.endHour}
            errors={errors.endHour}
            onChange={(event) => set('endHour')(event.target.value)}
          />
        </>
      ) : (
        <FormField
          label={label('endDate')}
          type="date"
          value={form.endDate}
          errors={errors.endDate}
          onChange={(event) => set('endDate')(event.target.value)}
        />
      )}
      <SelectField
        label={label('repeat')}
        name="frequency"
        value={form.frequency}
        placeholder={label('none')}
        options={REPEAT_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: label(frequency),
        }))}
        errors={errors.repeat}
        onChange={set('frequency')}
      />
      {form.frequency && (
        <>
          <FormField
            label={label('interval')}
            type="number"
            min={1}
            max={52}
            value={form.interval}
            onChange={(event) => set('interval')(event.target.value)}
          />
          <FormField
            label={label('until')}
            type="date"
            required
            value={form.until}
            errors={errors['repeat.until'] ?? errors.repeat}
            onChange={(event) => set('until')(event.target.value)}
          />
        </>
      )}
      <FormField
        label={label('note')}
        multiline
        maxLength={1000}
        value={form.note}
        errors={errors.note}
        onChange={(event) => set('note')(event.target.value)}
      />
      <button type="submit" className="ea-button">
        <FormattedMessage {...calendarLabels.add} />
      </button>
    </form>
  );
}
