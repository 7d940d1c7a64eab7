import type { AwardLanguage, ConfirmationLookup } from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { CampaignDate } from '../campaign/CampaignDate';
import type { AwardCategory } from '../categories/awardCategories';
import { AlreadyConfirmed } from './AlreadyConfirmed';
import { ConfirmationForm } from './ConfirmationForm';
import '../nomination/nomination.css';

export interface ConfirmationPageData {
  language: AwardLanguage;
  code: string;
  nominee: ConfirmationLookup;
  categories: AwardCategory[];
}

/** Where a venue not yet in the catalogue signs up; the award links the new entry to its nomination. */
export const CREATE_SLA_PATH = '/site/guest/entries/create-sla';

/** Before and after the confirmation window: when it opens, or that it is over. */
function ConfirmationClosed({ nominee }: { nominee: ConfirmationLookup }) {
  return (
    <p className="ea-status" role="status">
      {nominee.window.state === 'before' ? (
        <FormattedMessage
          id="award.confirmation.before"
          defaultMessage="Die Bestätigung der Teilnahme am Swiss Location Award {year} startet am {date}."
          values={{ year: nominee.year, date: <CampaignDate instant={nominee.window.starts_at} /> }}
        />
      ) : (
        <FormattedMessage
          id="award.confirmation.after"
          defaultMessage="Die Bestätigung der Teilnahme am Swiss Location Award {year} ist abgeschlossen."
          values={{ year: nominee.year }}
        />
      )}
    </p>
  );
}

/** A venue not yet listed: it signs up first, so its page can show the award. */
function SignUpFirst() {
  return (
    <div className="ea-award-nomination__group">
      <p>
        <FormattedMessage
          id="award.confirmation.unlisted"
          defaultMessage="Eure Location ist noch nicht in unserem Verzeichnis. Erfasst sie kostenlos, damit Besucherinnen und Besucher sie finden und bewerten können: Wir verknüpfen den Eintrag mit eurer Nomination."
        />
      </p>
      <p>
        <a className="ea-button ea-button--secondary" href={CREATE_SLA_PATH}>
          <FormattedMessage id="award.confirmation.signUp" defaultMessage="Location erfassen" />
        </a>
      </p>
    </div>
  );
}

/**
 * /site/{language}/swisslocationaward_{slug}/{slaCode}: the nominated venue confirms its
 * participation while the confirmation runs; once confirmed, says so.
 */
export function ConfirmationPage({ data }: { data: ConfirmationPageData }) {
  const { nominee } = data;
  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage
          id="award.confirmation.heading"
          defaultMessage="Teilnahme bestätigen: {name}"
          values={{ name: nominee.location_name }}
        />
      </h1>
      {nominee.confirmed ? (
        <AlreadyConfirmed />
      ) : nominee.open ? (
        <>
          <p>
            <FormattedMessage
              id="award.confirmation.intro"
              defaultMessage="{name} ist für den Swiss Location Award {year} nominiert. Bestätigt eure Teilnahme bis am {date}: mit dem Namen für das Diplom, eurer Kontaktperson, der Adresse und euren Kategorien."
              values={{
                name: nominee.location_name,
                year: nominee.year,
                date: <CampaignDate instant={nominee.window.ends_at} lastDay />,
              }}
            />
          </p>
          {nominee.location_id === null && <SignUpFirst />}
          <ConfirmationForm
            language={data.language}
            code={data.code}
            nominee={nominee}
            categories={data.categories}
          />
        </>
      ) : (
        <ConfirmationClosed nominee={nominee} />
      )}
    </section>
  );
}
