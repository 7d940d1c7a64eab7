import { AIRPORTS, HIGHWAYS } from '@eventalp/plugin-catalog/domain';
import { FormField } from '@eventalp/shell-ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { distanceKindLabels } from '../shared/fieldLabels';

export interface Distance {
  kind: 'train_station' | 'highway' | 'airport';
  name: string;
  distance_km: number | '';
}

/** Reachability: train station, highway (the 38 of the list) and airport (the three), with km. */
export function DistancesField({
  legend,
  value,
  errors,
  onChange,
}: {
  legend: string;
  value: Distance[];
  errors?: string[];
  onChange(value: Distance[]): void;
}) {
  const intl = useIntl();
  const listId = useId();
  const set = (index: number, change: Partial<Distance>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="ea-list-field">
      <legend>{legend}</legend>
      <datalist id={`${listId}-highway`}>
        {HIGHWAYS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id={`${listId}-airport`}>
        {AIRPORTS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {value.map((row, index) => (
        <div className="ea-list-field__row" key={index}>
          <label>
            <FormattedMessage id="userArea.distance.kind" defaultMessage="Art" />
            <select
              value={row.kind}
              onChange={(event) => set(index, { kind: event.target.value as Distance['kind'] })}
            >
              {(['train_station', 'highway', 'airport'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage(distanceKindLabels[kind])}
                </option>
              ))}
            </select>
          </label>
          <FormField
            label={intl.formatMessage({ id: 'userArea.distance.name', defaultMessage: 'Name' })}
            value={row.name}
            list={row.kind === 'train_station' ? undefined : `${listId}-${row.kind}`}
            onChange={(event) => set(index, { name: event.target.value })}
          />
          <FormField
            label={intl.formatMessage({
              id: 'userArea.distance.km',
              defaultMessage: 'Distanz (km)',
            })}
            type="number"
            min={0}
            step={0.1}
            value={row.distance_km}
            onChange={(event) =>
              set(index, {
                distance_km: event.target.value === '' ? '' : Number(event.target.value),
              })
            }
          />
          <button
            type="button"
            className="ea-link-button"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <FormattedMessage id="userArea.list.remove" defaultMessage="Entfernen" />
          </button>
        </div>
      ))}
      {errors?.length ? <p className="ea-form__error">{errors.join(' ')}</p> : null}
      <button
        type="button"
        className="ea-button"
        onClick={() => onChange([...value, { kind: 'train_station', name: '', distance_km: '' }])}
      >
        <FormattedMessage id="userArea.distance.add" defaultMessage="Distanz hinzufügen" />
      </button>
    </fieldset>
  );
}

export interface VideoLink {
  url: string;
  title: string | null;
}

/** YouTube links with an optional title each. */
export function VideosField({
  legend,
  value,
  errors,
  onChange,
}: {
  legend: string;
  value: VideoLink[];
  errors?: string[];
  onChange(value: VideoLink[]): void;
}) {
  const intl = useIntl();
  const set = (index: number, change: Partial<VideoLink>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="ea-list-field">
      <legend>{legend}</legend>
      {value.map((row, index) => (
        <div className="ea-list-field__row" key={index}>
          <FormField
            label={intl.formatMessage({ id: 'userArea.video.url', defaultMessage: 'YouTube-Link' })}
            type="url"
            value={row.url}
            onChange={(event) => set(index, { url: event.target.value })}
          />
          <FormField
            label={intl.formatMessage({ id: 'userArea.video.title', defaultMessage: 'Titel' })}
            value={row.title ?? ''}
            onChange={(event) => set(index, { title: event.target.value })}
          />
          <button
            type="button"
            className="ea-link-button"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <FormattedMessage id="userArea.list.remove" defaultMessage="Entfernen" />
          </button>
        </div>
      ))}
      {errors?.length ? <p className="ea-form__error">{errors.join(' ')}</p> : null}
      <button
        type="button"
        className="ea-button"
        onClick={() => onChange([...value, { url: '', title: null }])}
      >
        <FormattedMessage id="userArea.video.add" defaultMessage="Video hinzufügen" />
      </button>
    </fieldset>
  );
}
