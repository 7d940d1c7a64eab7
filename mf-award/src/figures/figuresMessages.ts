import { defineMessages } from 'react-intl';

/** The figures' names, shared by facts and figures and the retrospective. */
export const figuresMessages = defineMessages({
  nominations: { id: 'award.figures.nominations', defaultMessage: 'Nominierte Locations' },
  participants: { id: 'award.figures.participants', defaultMessage: 'Teilnehmende Locations' },
  ratings: { id: 'award.figures.ratings', defaultMessage: 'Bewertungen' },
  winners: { id: 'award.figures.winners', defaultMessage: 'Ausgezeichnete Locations' },
  year: { id: 'award.figures.year', defaultMessage: 'Jahr' },
  category: { id: 'award.figures.category', defaultMessage: 'Kategorie' },
  region: { id: 'award.figures.region', defaultMessage: 'Region' },
  noRegion: { id: 'award.figures.noRegion', defaultMessage: 'Ohne Region' },
});
