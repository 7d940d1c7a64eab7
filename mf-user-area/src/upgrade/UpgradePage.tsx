import {
  catalogOwnerClient,
  type OwnerEntry,
  type UpgradeOffers,
} from '@eventalp/plugin-catalog/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EntryNav } from '../shared/EntryNav';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import './upgrade.css';

export interface UpgradePageData {
  entry: OwnerEntry;
  offers: UpgradeOffers;
}

const BILLING = ['company', 'name', 'street', 'street_number', 'zip', 'place'] as const;

/** `/site/user/{type}/upgrade/{id}`: the ranking tiers side by side; ordering one. */
export function UpgradePage({ data }: { data: UpgradePageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const { entry, offers } = data;
  const [typeId, setTypeId] = useState<number | null>(null);
  const [billing, setBilling] = useState<Record<(typeof BILLING)[number], string>>({
    company: '',
    name: '',
    street: '',
    street_number: '',
    zip: '',
    place: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const chf = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'CHF' });
  const yes = intl.formatMessage({ id: 'userArea.bool.yes', defaultMessage: 'Ja' });
  const no = intl.formatMessage({ id: 'userArea.bool.no', defaultMessage: 'Nein' });
  const labels: Record<string, string> = {
    company: intl.formatMessage({
      id: 'userArea.billing.company',
      defaultMessage: 'Firma (optional)',
    }),
    name: intl.formatMessage({ id: 'userArea.billing.name', defaultMessage: 'Name' }),
    street: intl.formatMessage({ id: 'userArea.field.street', defaultMessage: 'Strasse' }),
    street_number: intl.formatMessage({
      id: 'userArea.field.streetNumber',
      defaultMessage: 'Nummer',
    }),
    zip: intl.formatMessage({ id: 'userArea.field.zip', defaultMessage: 'PLZ' }),
    place: intl.formatMessage({ id: 'userArea.field.place', defaultMessage: 'Ort' }),
  };

  async function order(event: FormEvent) {
    event.preventDefault();
    if (typeId === null) return;
    try {
      const answer = await catalogOwnerClient(http).orderUpgrade(entry.type, entry.id, {
        type_id: typeId,
        billing: {
          ...billing,
          company: billing.company || null,
          street_number: billing.street_number || null,
          country: 'CH',
        },
      });
      setDone(answer.message);
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      if (fieldErrors)
        setErrors(
          Object.fromEntries(
            Object.entries((error as { errors: FieldErrors }).errors).map(([key, value]) => [
              key.replace(/^billing\./, ''),
              value,
            ]),
          ),
        );
      else setDone(null);
    }
  }

  return (
    <UserAreaFrame current="entries">
      <EntryNav entry={entry} current="upgrade" />
      <h1>
        <FormattedMessage
          id="userArea.upgrade.title"
          defaultMessage="Upgrade für {name}"
          values={{ name: entry.name }}
        />
      </h1>
      <table className="ea-table ea-upgrade__table">
        <caption className="ea-visually-hidden">
          <FormattedMessage id="userArea.upgrade.caption" defaultMessage="Pakete im Vergleich" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="userArea.upgrade.package" defaultMessage="Paket" />
            </th>
            {offers.tiers.map((tier) => (
              <th scope="col" key={tier.type_id}>
                {tier.label}
                {tier.type_id === offers.current_type_id && (
                  <span className="ea-badge">
                    <FormattedMessage id="userArea.upgrade.current" defaultMessage="aktuell" />
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage
                id="userArea.upgrade.photos"
                defaultMessage="Fotos auf der Ergebniskarte"
              />
            </th>
            {offers.tiers.map((tier) => (
              <td key={tier.type_id}>{tier.features.photos_on_cards}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="userArea.upgrade.slider" defaultMessage="Fotoslider" />
            </th>
            {offers.tiers.map((tier) => (
              <td key={tier.type_id}>{tier.features.slider ? yes : no}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="userArea.upgrade.favourite" defaultMessage="Merken-Knopf" />
            </th>
            {offers.tiers.map((tier) => (
              <td key={tier.type_id}>{tier.features.favourite_button ? yes : no}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage
                id="userArea.upgrade.ranking"
                defaultMessage="Platzierung (höher ist weiter oben)"
              />
            </th>
            {offers.tiers.map((tier) => (
              <td key={tier.type_id}>{tier.features.ranking}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage
                id="userArea.upgrade.price"
                defaultMessage="Preis pro Jahr (inkl. {vat} % MWST)"
                values={{ vat: offers.vat_percent }}
              />
            </th>
            {offers.tiers.map((tier) => (
              <td key={tier.type_id}>{chf(tier.total_chf)}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {done ? (
        <p role="status" className="ea-status ea-status--success">
          {done}
        </p>
      ) : (
        <form className="ea-form ea-form--grid" noValidate onSubmit={order}>
          <fieldset className="ea-upgrade__choice">
            <legend>
              <FormattedMessage id="userArea.upgrade.choose" defaultMessage="Paket wählen" />
            </legend>
            {offers.tiers
              .filter((tier) => tier.yearly_chf > 0)
              .map((tier) => (
                <label key={tier.type_id}>
                  <input
                    type="radio"
                    name="type_id"
                    value={tier.type_id}
                    checked={typeId === tier.type_id}
                    onChange={() => setTypeId(tier.type_id)}
                  />
                  {tier.label} – {chf(tier.total_chf)}
                </label>
              ))}
            {errors.type_id && <p className="ea-form__error">{errors.type_id.join(' ')}</p>}
          </fieldset>
          {BILLING.map((name) => (
            <FormField
              key={name}
              label={labels[name]}
              value={billing[name]}
              errors={errors[name]}
              onChange={(event) => setBilling({ ...billing, [name]: event.target.value })}
            />
          ))}
          <button type="submit" className="ea-button ea-button--primary" disabled={typeId === null}>
            <FormattedMessage
              id="userArea.upgrade.order"
              defaultMessage="Kostenpflichtig bestellen"
            />
          </button>
        </form>
      )}
    </UserAreaFrame>
  );
}
