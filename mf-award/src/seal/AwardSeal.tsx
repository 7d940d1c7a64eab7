import { FormattedMessage, defineMessages } from 'react-intl';
import { sealGradeFromScore, type SealGrade } from './sealGradeFromScore';

/** The seals' names (the overview page lists them too). */
export const gradeLabels = defineMessages<SealGrade>({
  outstanding: { id: 'award.seal.outstanding', defaultMessage: 'Herausragend' },
  excellent: { id: 'award.seal.excellent', defaultMessage: 'Ausgezeichnet' },
  recommended: { id: 'award.seal.recommended', defaultMessage: 'Empfohlen' },
});

/** Props come from the custom element's attributes, hence strings. */
export interface AwardSealProps extends Record<string, string | null> {
  grade: string | null;
  year: string | null;
}

/** The award's quality seal that venues embed on their own sites. */
export function AwardSeal({ grade, year }: AwardSealProps) {
  const score = Number(grade);
  const sealGrade = grade === null ? null : sealGradeFromScore(score);
  if (!sealGrade) return null;
  return (
    <figure className={`seal seal--${sealGrade}`} role="img" aria-labelledby="seal-label">
      <span className="seal__award">Swiss Location Award {year}</span>
      <strong id="seal-label" className="seal__label">
        <FormattedMessage {...gradeLabels[sealGrade]} />
      </strong>
      <span className="seal__score">{score.toFixed(1)}</span>
    </figure>
  );
}
