import { Button, Dialog, FormField } from '@eventalp/shell-ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ParticipantFilters } from './participantSearch';

interface Option {
  id: number;
  name: string;
}

function Select(props: {
  label: string;
  name: string;
  value?: number;
  options: Option[];
  any: string;
}) {
  const id = useId();
  return (
    <div className="ea-form__field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} className="ea-input" defaultValue={props.value ?? ''}>
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The award search's filter modal (spec section 2: location name, region, category): a button
 * naming how many filters are set opens a dialog whose form sends them as the page's query, so
 * every filtered list has its own address, server-rendered.
 */
export function AwardFilterDialog(props: {
  action: string;
  filters: ParticipantFilters;
  regions: Option[];
  categories: Option[];
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { filters } = props;
  const active = [filters.name, filters.region, filters.category].filter(Boolean).length;
  const formId = useId();
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <FormattedMessage
          id="award.search.filter"
          defaultMessage="{count, plural, =0 {Filter} other {Filter (#)}}"
          values={{ count: active }}
        />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          <FormattedMessage id="award.search.filterTitle" defaultMessage="Locations filtern" />
        }
        footer={
          <>
            <a className="ea-button ea-button--ghost" href={props.action}>
              <FormattedMessage id="award.search.reset" defaultMessage="Zurücksetzen" />
            </a>
            <Button type="submit" variant="primary" form={formId}>
              <FormattedMessage id="award.search.apply" defaultMessage="Anzeigen" />
            </Button>
          </>
        }
      >
        <form id={formId} method="get" action={props.action} className="ea-form">
          <FormField
            name="name"
            type="search"
            maxLength={100}
            defaultValue={filters.name ?? ''}
            label={intl.formatMessage({
              id: 'award.search.name',
              defaultMessage: 'Name der Location',
            })}
          />
          <Select
            name="region"
            value={filters.region}
            options={props.regions}
            label={intl.formatMessage({ id: 'award.search.region', defaultMessage: 'Region' })}
            any={intl.formatMessage({
              id: 'award.search.anyRegion',
              defaultMessage: 'Alle Regionen',
            })}
          />
          <Select
            name="category"
            value={filters.category}
            options={props.categories}
            label={intl.formatMessage({ id: 'award.search.category', defaultMessage: 'Kategorie' })}
            any={intl.formatMessage({
              id: 'award.search.anyCategory',
              defaultMessage: 'Alle Kategorien',
            })}
          />
        </form>
      </Dialog>
    </>
  );
}
