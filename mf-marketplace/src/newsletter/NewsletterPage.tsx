import { FormattedMessage } from 'react-intl';
import type { NewsletterPageData } from './newsletterModule';
import { NewsletterBox } from './NewsletterBox';
import { ConfirmForm, UnsubscribeForm } from './NewsletterTokenForms';

function StateMessage({ state }: { state: NewsletterPageData['state'] }) {
  switch (state) {
    case 'optin':
      return (
        <p role="status" className="ea-status ea-status--success">
          <FormattedMessage
            id="marketplace.newsletter.optin"
            defaultMessage="Fast geschafft! Wir haben dir eine E-Mail geschickt. Bitte schau in deinem Posteingang nach und bestätige deine Anmeldung über den Link darin."
          />
        </p>
      );
    case 'email_used':
      return (
        <p role="alert" className="ea-status ea-status--error">
          <FormattedMessage
            id="marketplace.newsletter.emailUsed"
            defaultMessage="Du bist bereits in der Datenbank vorhanden."
          />
        </p>
      );
    default:
      return null;
  }
}

/** /site/_{brand}/newsletter.html: the newsletter box and the outcome of the opt-in steps. */
export function NewsletterPage({ data }: { data: NewsletterPageData }) {
  if (data.state === 'confirm' && data.confirmToken)
    return (
      <section className="ea-section ea-newsletter-page">
        <h1>
          <FormattedMessage
            id="marketplace.newsletter.confirmHeading"
            defaultMessage="Newsletter-Anmeldung bestätigen"
          />
        </h1>
        <ConfirmForm token={data.confirmToken} />
      </section>
    );
  if (data.state === 'unsubscribe' && data.unsubscribeToken)
    return (
      <section className="ea-section ea-newsletter-page">
        <h1>
          <FormattedMessage
            id="marketplace.newsletter.unsubscribeHeading"
            defaultMessage="Newsletter abbestellen"
          />
        </h1>
        <UnsubscribeForm token={data.unsubscribeToken} />
      </section>
    );
  return (
    <section className="ea-section ea-newsletter-page">
      <h1>
        <FormattedMessage id="marketplace.newsletter.heading" defaultMessage="Newsletter" />
      </h1>
      <StateMessage state={data.state} />
      <p>
        <FormattedMessage
          id="marketplace.newsletter.intro"
          defaultMessage="Neue Locations, Ideen für deinen nächsten Event und die neusten Eventjobs: einmal im Monat, kostenlos und jederzeit abbestellbar."
        />
      </p>
      <NewsletterBox />
    </section>
  );
}
