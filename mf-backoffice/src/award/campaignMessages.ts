import { defineMessages } from 'react-intl';

export const campaignMessages = defineMessages({
  name: { id: 'backoffice.campaigns.name', defaultMessage: 'Award-Kampagnen' },
  year: { id: 'backoffice.campaigns.year', defaultMessage: 'Award-Jahr' },
  kind: { id: 'backoffice.campaigns.kind', defaultMessage: 'Zeitfenster' },
  startsAt: { id: 'backoffice.campaigns.startsAt', defaultMessage: 'Beginn' },
  endsAt: { id: 'backoffice.campaigns.endsAt', defaultMessage: 'Ende' },
  updatedAt: { id: 'backoffice.campaigns.updatedAt', defaultMessage: 'Geändert am' },
  award: { id: 'backoffice.campaigns.kind.award', defaultMessage: 'Award' },
  winner: { id: 'backoffice.campaigns.kind.winner', defaultMessage: 'Gewinner' },
  nomination: { id: 'backoffice.campaigns.kind.nomination', defaultMessage: 'Nominierung' },
  warm_up: { id: 'backoffice.campaigns.kind.warmUp', defaultMessage: 'Warm-up' },
  pre_voting: { id: 'backoffice.campaigns.kind.preVoting', defaultMessage: 'Vorabstimmung' },
  confirmation: { id: 'backoffice.campaigns.kind.confirmation', defaultMessage: 'Bestätigung' },
  hide_ratings: {
    id: 'backoffice.campaigns.kind.hideRatings',
    defaultMessage: 'Bewertungen ausblenden',
  },
  hide_email: { id: 'backoffice.campaigns.kind.hideEmail', defaultMessage: 'E-Mail ausblenden' },
});
