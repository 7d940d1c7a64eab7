import { Button, Dialog, FormField, Tabs, ToastRegion, useToasts } from '@eventalp/shell-ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DemoCase } from './DemoCase';

/** The dialog, tabs and toasts: they work once the page is hydrated. */
export function OverlayDemos() {
  const intl = useIntl();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { toasts, show, dismiss } = useToasts();
  const close = () => setDialogOpen(false);
  return (
    <>
      <section className="ea-demos__section" aria-labelledby="demos-dialog">
        <h2 id="demos-dialog">
          <FormattedMessage id="marketplace.demos.dialog" defaultMessage="Dialog" />
        </h2>
        <p>
          <FormattedMessage
            id="marketplace.demos.dialogIntro"
            defaultMessage="Der Fokus bleibt im Dialog; Escape, Schliessen oder ein Klick daneben schliessen ihn, der Fokus kehrt zum Button zurück."
          />
        </p>
        <Button variant="primary" onClick={() => setDialogOpen(true)}>
          <FormattedMessage id="marketplace.demos.openDialog" defaultMessage="Dialog öffnen" />
        </Button>
        <Dialog
          open={dialogOpen}
          onClose={close}
          title={intl.formatMessage({
            id: 'marketplace.demos.send',
            defaultMessage: 'Anfrage senden',
          })}
          footer={
            <>
              <Button variant="ghost" onClick={close}>
                <FormattedMessage id="marketplace.demos.cancel" defaultMessage="Abbrechen" />
              </Button>
              <Button variant="primary" onClick={close}>
                <FormattedMessage id="marketplace.demos.confirm" defaultMessage="Senden" />
              </Button>
            </>
          }
        >
          <FormField
            label={intl.formatMessage({ id: 'marketplace.demos.name', defaultMessage: 'Name' })}
            name="demo-dialog-name"
          />
        </Dialog>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-tabs">
        <h2 id="demos-tabs">
          <FormattedMessage id="marketplace.demos.tabs" defaultMessage="Tabs" />
        </h2>
        <Tabs
          label={intl.formatMessage({
            id: 'marketplace.demos.tabsLabel',
            defaultMessage: 'Details der Location',
          })}
          tabs={[
            {
              id: 'rooms',
              label: intl.formatMessage({ id: 'marketplace.demos.rooms', defaultMessage: 'Räume' }),
              content: (
                <p>
                  <FormattedMessage
                    id="marketplace.demos.tabRooms"
                    defaultMessage="Drei Säle für 20 bis 120 Personen."
                  />
                </p>
              ),
            },
            {
              id: 'prices',
              label: intl.formatMessage({
                id: 'marketplace.demos.prices',
                defaultMessage: 'Preise',
              }),
              content: (
                <p>
                  <FormattedMessage
                    id="marketplace.demos.tabPrices"
                    defaultMessage="Saalmiete ab CHF 800 pro Tag."
                  />
                </p>
              ),
            },
            {
              id: 'faq',
              label: intl.formatMessage({ id: 'marketplace.demos.faq', defaultMessage: 'FAQ' }),
              content: (
                <p>
                  <FormattedMessage
                    id="marketplace.demos.tabFaq"
                    defaultMessage="Parkplätze gibt es direkt vor dem Haus."
                  />
                </p>
              ),
            },
          ]}
        />
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-toasts">
        <h2 id="demos-toasts">
          <FormattedMessage id="marketplace.demos.toasts" defaultMessage="Meldungen" />
        </h2>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.toastHint"
              defaultMessage="Verschwindet nach 4 Sekunden (nicht, solange die Maus darauf ist)"
            />
          }
        >
          <div className="ea-demos__row">
            <Button
              onClick={() =>
                show(
                  intl.formatMessage({
                    id: 'marketplace.demos.toastText',
                    defaultMessage: 'Villa Adler wurde deiner Merkliste hinzugefügt.',
                  }),
                  { tone: 'success' },
                )
              }
            >
              <FormattedMessage id="marketplace.demos.showToast" defaultMessage="Meldung zeigen" />
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                show(
                  intl.formatMessage({
                    id: 'marketplace.demos.toastError',
                    defaultMessage: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
                  }),
                  { tone: 'error', duration: 0 },
                )
              }
            >
              <FormattedMessage
                id="marketplace.demos.showErrorToast"
                defaultMessage="Fehler zeigen (bleibt)"
              />
            </Button>
          </div>
        </DemoCase>
        <ToastRegion toasts={toasts} onDismiss={dismiss} />
      </section>
    </>
  );
}
