import type { User } from '@eventalp/shell-kit';
import { FormattedMessage } from 'react-intl';

export function DashboardPage({ data: user }: { data: User }) {
  return (
    <section className="ea-section">
      <h1>
        <FormattedMessage
          id="userArea.dashboard.greeting"
          defaultMessage="Willkommen, {firstName} {lastName}"
          values={{ firstName: user.first_name, lastName: user.last_name }}
        />
      </h1>
      <dl>
        <dt>
          <FormattedMessage id="userArea.dashboard.username" defaultMessage="Benutzername" />
        </dt>
        <dd>{user.username}</dd>
        <dt>
          <FormattedMessage id="userArea.dashboard.email" defaultMessage="E-Mail" />
        </dt>
        <dd>{user.email}</dd>
      </dl>
      <p>
        {/* The help centre's part for venue and service owners (help article type 'anbieter'). */}
        <a href="/site/_redaktionell/53/hilfe#anbieter">
          <FormattedMessage
            id="userArea.dashboard.help"
            defaultMessage="Hilfe für Locations und Dienstleister"
          />
        </a>
      </p>
    </section>
  );
}
