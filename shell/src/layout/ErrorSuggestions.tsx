import { MAGAZINE_LIST_PATH } from '@eventalp/plugin-magazine/domain';
import { FormattedMessage, defineMessages } from 'react-intl';

const messages = defineMessages({
  locations: { id: 'shell.notFound.locations', defaultMessage: 'Locations' },
  caterers: { id: 'shell.notFound.caterers', defaultMessage: 'Caterer' },
  eventTechnology: { id: 'shell.notFound.eventTechnology', defaultMessage: 'Eventtechnik' },
  agencies: { id: 'shell.notFound.agencies', defaultMessage: 'Agenturen' },
  magazine: { id: 'shell.notFound.magazine', defaultMessage: 'Eventmagazin' },
  advertising: { id: 'shell.notFound.advertising', defaultMessage: 'Werbemöglichkeiten' },
});

const SUGGESTIONS = [
  { href: '/locations', message: messages.locations },
  { href: '/provider/catering_partyservice', message: messages.caterers },
  { href: '/provider/eventtechnik', message: messages.eventTechnology },
  { href: '/provider/agentur', message: messages.agencies },
  { href: MAGAZINE_LIST_PATH, message: messages.magazine },
  { href: '/site/extern/werbemoeglichkeiten.html', message: messages.advertising },
];

/** 'Möchtest du stattdessen...' and the links of the product's error pages (spec section 2). */
export function ErrorSuggestions() {
  return (
    <>
      <p>
        <FormattedMessage
          id="shell.notFound.suggestions"
          defaultMessage="Möchtest du stattdessen..."
        />
      </p>
      <ul>
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.href}>
            <a href={suggestion.href}>
              <FormattedMessage {...suggestion.message} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
