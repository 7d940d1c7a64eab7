import type { YearFigures } from '@eventalp/plugin-award/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FiguresData } from '../figures/figuresData';
import { factsPath } from '../figures/figuresPaths';
import { KeyFigures } from '../figures/KeyFigures';
import '../figures/figures.css';

/** The editions the retrospective looks back on. */
export const RETROSPECTIVE_FROM = 2016;

/**
 * /site/{language}/swisslocationaward_rueckblick: every edition since 2016, newest first, each
 * with its figures and its three strongest categories.
 */
export function RetrospectivePage({ data }: { data: FiguresData }) {
  const editions = data.years.filter((figures) => figures.year >= RETROSPECTIVE_FROM);
  const first = editions.at(-1)?.year ?? RETROSPECTIVE_FROM;
  const last = editions[0]?.year ?? RETROSPECTIVE_FROM;
  return (
    <article className="ea-section ea-award-figures">
      <h1>
        <FormattedMessage
          id="award.retrospective.heading"
          defaultMessage="Rückblick: der Swiss Location Award {first} bis {last}"
          values={{ first, last }}
        />
      </h1>
      <p>
        <FormattedMessage
          id="award.retrospective.lead"
          defaultMessage="Von den ersten Nominationen bis heute: so ist der Award Jahr für Jahr gewachsen."
        />
      </p>
      {editions.map((figures) => (
        <Edition key={figures.year} figures={figures} data={data} />
      ))}
      <p>
        <a href={factsPath(data.language)}>
          <FormattedMessage
            id="award.retrospective.toFacts"
            defaultMessage="Alle Zahlen und Fakten mit Grafiken"
          />
        </a>
      </p>
    </article>
  );
}

function Edition({ figures, data }: { figures: YearFigures; data: FiguresData }) {
  const intl = useIntl();
  const strongest = [...figures.categories]
    .sort((a, b) => b.participants - a.participants || a.id - b.id)
    .slice(0, 3)
    .map((category) => data.categoryNames[category.id] ?? String(category.id));
  const id = `ea-award-edition-${figures.year}`;
  return (
    <section aria-labelledby={id} className="ea-award-edition">
      <h2 id={id}>
        <FormattedMessage
          id="award.retrospective.edition"
          defaultMessage="Swiss Location Award {year}"
          values={{ year: figures.year }}
        />
      </h2>
      <KeyFigures figures={figures} />
      {strongest.length > 0 && (
        <p>
          <FormattedMessage
            id="award.retrospective.strongest"
            defaultMessage="Die meisten Teilnehmenden: {categories}."
            values={{ categories: intl.formatList(strongest, { type: 'conjunction' }) }}
          />
        </p>
      )}
      <p>
        <a href={`${factsPath(data.language)}?year=${figures.year}`}>
          <FormattedMessage
            id="award.retrospective.details"
            defaultMessage="{year} nach Kategorie und Region"
            values={{ year: figures.year }}
          />
        </a>
      </p>
    </section>
  );
}
