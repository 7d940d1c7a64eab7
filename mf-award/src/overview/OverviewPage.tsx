import {
  awardPagePath,
  nominationOpen,
  ratingOpen,
  type AwardCampaigns,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';
import { CampaignDate } from '../campaign/CampaignDate';
import type { AwardCategory } from '../categories/awardCategories';
import { listHref, awardSearchPath } from '../search/participantSearch';
import { gradeLabels } from '../seal/AwardSeal';
import { SEAL_MINIMUM, type SealGrade } from '../seal/sealGradeFromScore';
import './overview.css';

export interface OverviewData {
  language: AwardLanguage;
  campaigns: AwardCampaigns;
  categories: AwardCategory[];
}

/** Who makes each third of the result (spec section 9: one third each). */
const thirds = defineMessages({
  public: { id: 'award.overview.public', defaultMessage: 'Das Publikum' },
  publicText: {
    id: 'award.overview.publicText',
    defaultMessage:
      'Veranstalter und Gäste bewerten die Locations, in denen sie waren. Es zählen nur per E-Mail bestätigte und geprüfte Bewertungen.',
  },
  jury: { id: 'award.overview.jury', defaultMessage: 'Die Fachjury' },
  juryText: {
    id: 'award.overview.juryText',
    defaultMessage: 'Fünf bis acht Fachleute der Eventbranche bewerten jede Location.',
  },
  algorithm: { id: 'award.overview.algorithm', defaultMessage: 'Der Algorithmus' },
  algorithmText: {
    id: 'award.overview.algorithmText',
    defaultMessage:
      'Eine technische Bewertung aus der Vollständigkeit und Qualität des Eintrags und der Antworten auf Anfragen.',
  },
});
const THIRDS = [
  { key: 'public', title: thirds.public, text: thirds.publicText },
  { key: 'jury', title: thirds.jury, text: thirds.juryText },
  { key: 'algorithm', title: thirds.algorithm, text: thirds.algorithmText },
] as const;

/**
 * /site/{language}/swisslocationaward_uebersicht: the award in thirty seconds. The year's
 * timeline from its campaign windows, how the result is made, the seals and the categories, and
 * what a visitor can do now.
 */
export function OverviewPage({ data }: { data: OverviewData }) {
  const { campaigns, language } = data;
  const { windows, year } = campaigns;
  return (
    <article className="ea-section ea-award-overview">
      <h1>
        <FormattedMessage
          id="award.overview.heading"
          defaultMessage="Der Swiss Location Award {year} in 30 Sekunden"
          values={{ year }}
        />
      </h1>
      <p className="ea-award-overview__lead">
        <FormattedMessage
          id="award.overview.lead"
          defaultMessage="Jedes Jahr zeichnet der Swiss Location Award die besten Event-Locations der Schweiz aus: nominiert vom Publikum, bewertet von Veranstaltern, Gästen, einer Fachjury und einem Algorithmus."
        />
      </p>

      <h2>
        <FormattedMessage id="award.overview.timeline" defaultMessage="Der Ablauf" />
      </h2>
      <ol className="ea-award-timeline">
        <li>
          <strong>
            <FormattedMessage id="award.overview.nomination" defaultMessage="Nomination" />
          </strong>{' '}
          <CampaignDate instant={windows.nomination.starts_at} /> –{' '}
          <CampaignDate instant={windows.nomination.ends_at} lastDay />
          <p>
            <FormattedMessage
              id="award.overview.nominationText"
              defaultMessage="Alle können ihre Lieblingslocation nominieren; wir prüfen jede Nomination formell."
            />
          </p>
        </li>
        <li>
          <strong>
            <FormattedMessage id="award.overview.confirmation" defaultMessage="Teilnahme" />
          </strong>{' '}
          <CampaignDate instant={windows.confirmation.starts_at} /> –{' '}
          <CampaignDate instant={windows.confirmation.ends_at} lastDay />
          <p>
            <FormattedMessage
              id="award.overview.confirmationText"
              defaultMessage="Die nominierten Locations bestätigen ihre Teilnahme und wählen bis zu drei Kategorien."
            />
          </p>
        </li>
        <li>
          <strong>
            <FormattedMessage id="award.overview.rating" defaultMessage="Bewertung" />
          </strong>{' '}
          <CampaignDate instant={windows.award.starts_at} /> –{' '}
          <CampaignDate instant={windows.award.ends_at} lastDay />
          <p>
            <FormattedMessage
              id="award.overview.ratingText"
              defaultMessage="Veranstalter und Gäste bewerten die teilnehmenden Locations in vier Schritten."
            />
          </p>
        </li>
        <li>
          <strong>
            <FormattedMessage id="award.overview.winners" defaultMessage="Auszeichnung" />
          </strong>{' '}
          <CampaignDate instant={windows.winner.starts_at} />
          <p>
            <FormattedMessage
              id="award.overview.winnersText"
              defaultMessage="Die ausgezeichneten Locations erhalten ihr Gütesiegel und ihr Kit für die Medien."
            />
          </p>
        </li>
      </ol>

      <h2>
        <FormattedMessage id="award.overview.result" defaultMessage="So entsteht das Resultat" />
      </h2>
      <p>
        <FormattedMessage
          id="award.overview.resultText"
          defaultMessage="Jede Location erhält eine Note von 1 bis 10. Je ein Drittel stammt von:"
        />
      </p>
      <ul className="ea-award-thirds">
        {THIRDS.map((third) => (
          <li key={third.key}>
            <h3>
              <FormattedMessage {...third.title} />
            </h3>
            <p>
              <FormattedMessage {...third.text} />
            </p>
          </li>
        ))}
      </ul>

      <h2>
        <FormattedMessage id="award.overview.seals" defaultMessage="Die Gütesiegel" />
      </h2>
      <ul className="ea-award-seals">
        {(Object.keys(SEAL_MINIMUM) as SealGrade[]).map((grade) => (
          <li key={grade}>
            <strong>
              <FormattedMessage {...gradeLabels[grade]} />
            </strong>{' '}
            <FormattedMessage
              id="award.overview.sealFrom"
              defaultMessage="ab Note {score}"
              values={{
                score: (
                  <FormattedNumber
                    value={SEAL_MINIMUM[grade]}
                    minimumFractionDigits={1}
                    maximumFractionDigits={1}
                  />
                ),
              }}
            />
          </li>
        ))}
      </ul>

      <h2>
        <FormattedMessage
          id="award.overview.categories"
          defaultMessage="{count} Kategorien"
          values={{ count: data.categories.length }}
        />
      </h2>
      <ul className="ea-award-categories">
        {data.categories.map((category) => (
          <li key={category.id}>
            <a href={listHref(awardSearchPath(language), { category: category.id })}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>

      <h2>
        <FormattedMessage id="award.overview.figures" defaultMessage="Zahlen und Rückblick" />
      </h2>
      <ul>
        <li>
          <a href={awardPagePath('facts', language)}>
            <FormattedMessage id="award.overview.facts" defaultMessage="Zahlen und Fakten" />
          </a>
        </li>
        <li>
          <a href={awardPagePath('retrospective', language)}>
            <FormattedMessage
              id="award.overview.retrospective"
              defaultMessage="Rückblick auf alle Jahre seit 2016"
            />
          </a>
        </li>
      </ul>

      <h2>
        <FormattedMessage id="award.overview.now" defaultMessage="Jetzt mitmachen" />
      </h2>
      <ul className="ea-award-overview__actions">
        {nominationOpen(windows) && (
          <li>
            <a
              className="ea-button ea-button--primary"
              href={awardPagePath('nomination', language)}
            >
              <FormattedMessage id="award.notice.nominate" defaultMessage="Location nominieren" />
            </a>
          </li>
        )}
        <li>
          <a
            className={`ea-button ${ratingOpen(windows) ? 'ea-button--primary' : 'ea-button--secondary'}`}
            href={awardSearchPath(language)}
          >
            {ratingOpen(windows) ? (
              <FormattedMessage id="award.overview.rate" defaultMessage="Location bewerten" />
            ) : (
              <FormattedMessage
                id="award.overview.participants"
                defaultMessage="Teilnehmende Locations"
              />
            )}
          </a>
        </li>
        <li>
          <a className="ea-button ea-button--secondary" href={awardPagePath('donation', language)}>
            <FormattedMessage id="award.overview.donate" defaultMessage="Den Award unterstützen" />
          </a>
        </li>
      </ul>
    </article>
  );
}
