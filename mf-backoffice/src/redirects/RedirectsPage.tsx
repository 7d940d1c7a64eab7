import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Redirect } from './redirects';

export function RedirectsPage({ data: redirects }: { data: Redirect[] }) {
  const headingId = useId();
  return (
    <section className="ea-section">
      <h1 id={headingId}>
        <FormattedMessage id="backoffice.redirects.heading" defaultMessage="Weiterleitungen" />
      </h1>
      {redirects.length === 0 ? (
        <p>
          <FormattedMessage
            id="backoffice.redirects.empty"
            defaultMessage="Es sind keine Weiterleitungen erfasst."
          />
        </p>
      ) : (
        <table className="ea-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="backoffice.redirects.from" defaultMessage="Von" />
              </th>
              <th scope="col">
                <FormattedMessage id="backoffice.redirects.to" defaultMessage="Nach" />
              </th>
              <th scope="col">
                <FormattedMessage id="backoffice.redirects.status" defaultMessage="Status" />
              </th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((redirect) => (
              <tr key={redirect.id}>
                <td>{redirect.from}</td>
                <td>{redirect.to}</td>
                <td>{redirect.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
