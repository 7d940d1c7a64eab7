import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Faq } from '../catalog/catalogTypes';

const questions = defineMessages({
  parking: { id: 'marketplace.faq.q.parking', defaultMessage: 'Gibt es Parkplätze?' },
  free_parking: {
    id: 'marketplace.faq.q.freeParking',
    defaultMessage: 'Sind die Parkplätze gratis?',
  },
  own_catering: {
    id: 'marketplace.faq.q.ownCatering',
    defaultMessage: 'Ist eigenes Catering möglich?',
  },
  barrier_free: {
    id: 'marketplace.faq.q.barrierFree',
    defaultMessage: 'Ist der Zugang barrierefrei?',
  },
  daylight: { id: 'marketplace.faq.q.daylight', defaultMessage: 'Haben die Räume Tageslicht?' },
  double_rooms: {
    id: 'marketplace.faq.q.doubleRooms',
    defaultMessage: 'Wie viele Doppelzimmer gibt es?',
  },
  single_rooms: {
    id: 'marketplace.faq.q.singleRooms',
    defaultMessage: 'Wie viele Einzelzimmer gibt es?',
  },
});

/** The FAQ answers that are known (yes/no, or a number of rooms), each a native disclosure. */
export function FaqList({ faq }: { faq: Faq | null }) {
  const intl = useIntl();
  if (!faq) return null;
  const answered = (Object.keys(questions) as (keyof Faq)[]).filter((key) => faq[key] !== null);
  if (answered.length === 0) return null;
  const answer = (value: boolean | number | null) =>
    typeof value === 'number'
      ? String(value)
      : value
        ? intl.formatMessage({ id: 'marketplace.faq.yes', defaultMessage: 'Ja' })
        : intl.formatMessage({ id: 'marketplace.faq.no', defaultMessage: 'Nein' });
  return (
    <section className="ea-section" aria-labelledby="ea-faq">
      <h2 id="ea-faq">
        <FormattedMessage id="marketplace.faq.title" defaultMessage="Häufige Fragen" />
      </h2>
      <div className="ea-faq">
        {answered.map((key) => (
          <details key={key} className="ea-faq__item">
            <summary>{intl.formatMessage(questions[key])}</summary>
            <p>{answer(faq[key])}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
