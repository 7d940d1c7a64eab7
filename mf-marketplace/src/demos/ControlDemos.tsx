import { Button, Checkbox, FormField, RadioGroup, SelectField } from '@eventalp/shell-ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DemoCase } from './DemoCase';

/** Region names: proper names, the same in every language. */
const REGIONS = [
  { value: 'zuerich', label: 'Zürich' },
  { value: 'bern', label: 'Bern' },
  { value: 'graubuenden', label: 'Graubünden' },
];

/** Buttons in every variant, size and state; text inputs, checkboxes and radio buttons. */
export function ControlDemos() {
  const intl = useIntl();
  const [seating, setSeating] = useState<string | null>('theater');
  const [region, setRegion] = useState('');
  const send = intl.formatMessage({
    id: 'marketplace.demos.send',
    defaultMessage: 'Anfrage senden',
  });
  const required = intl.formatMessage({
    id: 'marketplace.demos.required',
    defaultMessage: 'Dieses Feld ist erforderlich.',
  });
  const regionLabel = intl.formatMessage({
    id: 'marketplace.demos.region',
    defaultMessage: 'Region',
  });
  const regionPlaceholder = intl.formatMessage({
    id: 'marketplace.demos.regionPlaceholder',
    defaultMessage: 'Region wählen',
  });
  return (
    <>
      <section className="ea-demos__section" aria-labelledby="demos-buttons">
        <h2 id="demos-buttons">
          <FormattedMessage id="marketplace.demos.buttons" defaultMessage="Buttons" />
        </h2>
        <p>
          <FormattedMessage
            id="marketplace.demos.hoverFocus"
            defaultMessage="Hover und Fokus: mit der Maus darüber oder mit der Tab-Taste hin; der Fokus zeigt einen blauen Rahmen."
          />
        </p>
        <DemoCase
          title={<FormattedMessage id="marketplace.demos.variants" defaultMessage="Varianten" />}
        >
          <div className="ea-demos__row">
            <Button variant="primary">{send}</Button>
            <Button variant="secondary">
              <FormattedMessage id="marketplace.demos.secondary" defaultMessage="Merken" />
            </Button>
            <Button variant="ghost">
              <FormattedMessage id="marketplace.demos.ghost" defaultMessage="Mehr anzeigen" />
            </Button>
            <Button variant="danger">
              <FormattedMessage id="marketplace.demos.danger" defaultMessage="Löschen" />
            </Button>
            <Button href="/locations" variant="primary">
              <FormattedMessage id="marketplace.demos.link" defaultMessage="Locations entdecken" />
            </Button>
          </div>
        </DemoCase>
        <DemoCase
          title={<FormattedMessage id="marketplace.demos.sizes" defaultMessage="Grössen" />}
        >
          <div className="ea-demos__row">
            <Button size="sm">S</Button>
            <Button size="md">M</Button>
            <Button size="lg">L</Button>
          </div>
        </DemoCase>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.buttonStates"
              defaultMessage="Deaktiviert und am Laden"
            />
          }
        >
          <div className="ea-demos__row">
            <Button variant="primary" disabled>
              {send}
            </Button>
            <Button variant="primary" loading>
              {send}
            </Button>
            <Button href="/locations" disabled>
              <FormattedMessage id="marketplace.demos.link" defaultMessage="Locations entdecken" />
            </Button>
          </div>
        </DemoCase>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-inputs">
        <h2 id="demos-inputs">
          <FormattedMessage id="marketplace.demos.inputs" defaultMessage="Eingabefelder" />
        </h2>
        <div className="ea-demos__grid">
          <DemoCase
            title={<FormattedMessage id="marketplace.demos.default" defaultMessage="Normal" />}
          >
            <FormField
              label={intl.formatMessage({ id: 'marketplace.demos.name', defaultMessage: 'Name' })}
              name="demo-name"
            />
          </DemoCase>
          <DemoCase
            title={<FormattedMessage id="marketplace.demos.error" defaultMessage="Mit Fehler" />}
          >
            <FormField
              label={intl.formatMessage({
                id: 'marketplace.demos.email',
                defaultMessage: 'E-Mail',
              })}
              type="email"
              name="demo-email"
              defaultValue="anna@"
              errors={[
                intl.formatMessage({
                  id: 'marketplace.demos.emailError',
                  defaultMessage: 'Ungültige Emailadresse',
                }),
              ]}
            />
          </DemoCase>
          <DemoCase
            title={
              <FormattedMessage id="marketplace.demos.disabled" defaultMessage="Deaktiviert" />
            }
          >
            <FormField
              label={intl.formatMessage({
                id: 'marketplace.demos.company',
                defaultMessage: 'Firma',
              })}
              name="demo-company"
              defaultValue="Eventalp AG"
              disabled
            />
          </DemoCase>
          <DemoCase
            title={<FormattedMessage id="marketplace.demos.textarea" defaultMessage="Mehrzeilig" />}
          >
            <FormField
              label={intl.formatMessage({
                id: 'marketplace.demos.message',
                defaultMessage: 'Nachricht',
              })}
              name="demo-message"
              multiline
            />
          </DemoCase>
          <DemoCase
            title={
              <FormattedMessage id="marketplace.demos.checkboxes" defaultMessage="Checkboxen" />
            }
          >
            <Checkbox
              label={intl.formatMessage({
                id: 'marketplace.demos.newsletter',
                defaultMessage: 'Newsletter abonnieren',
              })}
              defaultChecked
            />
            <Checkbox
              label={intl.formatMessage({
                id: 'marketplace.demos.terms',
                defaultMessage: 'Ich akzeptiere die AGB',
              })}
              errors={[required]}
            />
            <Checkbox
              label={intl.formatMessage({
                id: 'marketplace.demos.unavailable',
                defaultMessage: 'Nicht verfügbar',
              })}
              disabled
            />
          </DemoCase>
          <DemoCase
            title={
              <FormattedMessage id="marketplace.demos.radios" defaultMessage="Radio-Buttons" />
            }
          >
            <RadioGroup
              legend={intl.formatMessage({
                id: 'marketplace.demos.seating',
                defaultMessage: 'Bestuhlung',
              })}
              name="demo-seating"
              value={seating}
              onChange={setSeating}
              options={[
                {
                  value: 'theater',
                  label: intl.formatMessage({
                    id: 'marketplace.demos.theater',
                    defaultMessage: 'Theater',
                  }),
                },
                {
                  value: 'bankett',
                  label: intl.formatMessage({
                    id: 'marketplace.demos.banquet',
                    defaultMessage: 'Bankett',
                  }),
                },
                {
                  value: 'stehend',
                  label: intl.formatMessage({
                    id: 'marketplace.demos.standing',
                    defaultMessage: 'Stehend',
                  }),
                  disabled: true,
                },
              ]}
            />
          </DemoCase>
          <DemoCase
            title={<FormattedMessage id="marketplace.demos.select" defaultMessage="Auswahlliste" />}
          >
            <SelectField
              label={regionLabel}
              name="demo-region"
              value={region}
              onChange={setRegion}
              placeholder={regionPlaceholder}
              options={REGIONS}
            />
            <SelectField
              label={regionLabel}
              name="demo-region-error"
              value=""
              onChange={() => {}}
              placeholder={regionPlaceholder}
              options={REGIONS}
              errors={[required]}
            />
          </DemoCase>
        </div>
      </section>
    </>
  );
}
