import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Faq } from '../catalog/catalogTypes';

const questions = defineMessages({
  parking: { id: 'marketplace.faq.parking', defaultMessage: 'Parkplätze' },
  free_parking: { id: 'marketplace.faq.freeParking', defaultMessage: 'Gratis-Parkplätze' },
  own_catering: { id: 'marketplace.faq.ownCatering', defaultMessage: 'Eigenes Catering möglich' },
  barrier_free: { id: 'marketplace.faq.barrierFree', defaultMessage: 'Barrierefrei' },
  daylight: { id: 'marketplace.faq.daylight', defaultMessage: 'Tageslicht' },
  double_rooms: { id: 'marketplace.faq.doubleRooms', defaultMessage: 'Doppelzimmer' },
  single_rooms: { id: 'marketplace.faq.singleRooms', defaultMessage: 'Einzelzimmer' },
});

/** The FAQ answers that are known (yes/no, or a number of rooms). */
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
      <dl className="ea-facts">
        {answered.map((key) => (
          <div key={key}>
            <dt>{intl.formatMessage(questions[key])}</dt>
            <dd>{answer(faq[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
