/** @jest-environment jsdom */
import { defaultChoice } from '@eventalp/plugin-packages/domain';
import {
  createPlatform,
  createPlatformClient,
  I18nProvider,
  PlatformProvider,
  type User,
} from '@eventalp/shell-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { catalogs } from '../catalogs';
import { packageOfferSample } from '@eventalp/plugin-packages/testing';
import { ReservationForm } from './ReservationForm';

const offer = packageOfferSample();
const choice = defaultChoice(offer, '2027-05-01');

/** The form against an API that answers every request with `status` and `body`; it records them. */
function renderForm(status: number, body: unknown, user: User | null = null) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return { status, ok: status < 300, json: async () => body };
  }) as typeof fetch;
  const platform = createPlatform(
    {
      session: { csrfToken: 'csrf-1', user },
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler: false,
      mapboxAccessToken: null,
    },
    {
      http: () => createPlatformClient({ baseUrl: '/api', csrfToken: () => 'csrf-1', fetchImpl }),
      storage: null,
    },
  );
  render(
    <PlatformProvider platform={platform}>
      <I18nProvider locale="de-CH" catalogs={catalogs}>
        <ReservationForm offer={offer} choice={choice} />
      </I18nProvider>
    </PlatformProvider>,
  );
  return sent;
}

function fillAndSend() {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Vorname', 'Petra');
  fill('Nachname', 'Planer');
  fill('E-Mail', 'petra@example.ch');
  fill('Telefon', '+41 44 123 45 67');
  fireEvent.click(screen.getByRole('button', { name: 'Reservierung senden' }));
}

it('checks the contact data before it sends anything', () => {
  const sent = renderForm(201, {});
  fireEvent.click(screen.getByRole('button', { name: 'Reservierung senden' }));
  expect(screen.getAllByText('Dieses Feld muss mindestens 2 Zeichen lang sein.')).toHaveLength(2);
  expect(sent).toHaveLength(0);
});

it('fills in the signed-in account’s name and e-mail and sends them as changed', () => {
  const sent = renderForm(
    201,
    {},
    {
      id: 9,
      username: 'Paula Planer',
      login_name: 'planer',
      email: 'paula@example.ch',
      first_name: 'Paula',
      last_name: 'Planer',
      email_verified: true,
      roles: ['public_user'],
      permissions: ['view_booking_module'],
    },
  );
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  expect([value('Vorname'), value('Nachname'), value('E-Mail'), value('Telefon')]).toEqual([
    'Paula',
    'Planer',
    'paula@example.ch',
    '',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Reservierung senden' }));
  const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');
  expect([invalid('Vorname'), invalid('E-Mail'), invalid('Telefon')]).toEqual([null, null, 'true']);
  expect(sent).toHaveLength(0);
  fillAndSend();
  expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({
    contact: { firstName: 'Petra', email: 'petra@example.ch' },
  });
});

it('posts the choice with the CSRF token and shows the reference with the way to the booking', async () => {
  const sent = renderForm(201, { id: 42, reference: 'PB-ABCD2345', message: 'ok' });
  fillAndSend();
  expect(await screen.findByText('PB-ABCD2345')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Zu deiner Buchung' }).getAttribute('href')).toBe(
    '/site/user/requests/42',
  );
  expect(sent[0]!.url).toBe('/api/user/my-bookings');
  expect((sent[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
  expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({ packageId: 7, choice });
});

it('keeps the form and says so when the day was taken meanwhile (409)', async () => {
  renderForm(409, { message: 'Dieses Paket wurde in der Zwischenzeit reserviert.' });
  fillAndSend();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Dieses Paket wurde in der Zwischenzeit reserviert.',
  );
  expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Petra');
});

it('shows the API’s field errors next to their fields (422)', async () => {
  renderForm(422, {
    message: 'Ungültige Eingabe.',
    errors: { 'contact.email': ['Bitte gib eine gültige E-Mail-Adresse ein.'] },
  });
  fillAndSend();
  const message = await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.');
  expect(screen.getByLabelText('E-Mail').getAttribute('aria-describedby')).toBe(message.id);
});
