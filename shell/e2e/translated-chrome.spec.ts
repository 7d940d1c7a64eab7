import { expect } from '@playwright/test';
import { test, waitForShell } from './support';

// Award pages carry their language in the path (shell/src/server/localeFor.ts): the shell's
// chrome around them speaks it too, from the shell's own fr/it/en catalogs, on the server and
// after hydration.
const LANGUAGES = [
  {
    language: 'fr',
    footer: 'Pied de page',
    imprint: 'Mentions légales',
    magazine: 'Magazine événementiel',
    discover: 'Découvrir',
    venues: 'Plus de 4\u202f000 lieux',
    account: 'Compte',
    login: 'Connexion',
  },
  {
    language: 'it',
    footer: 'Piè di pagina',
    imprint: 'Note legali',
    magazine: 'Magazine eventi',
    discover: 'Scopri',
    venues: "Oltre 4'000 location",
    account: 'Account',
    login: 'Accedi',
  },
  {
    language: 'en',
    footer: 'Footer',
    imprint: 'Legal notice',
    magazine: 'Event magazine',
    discover: 'Discover',
    venues: 'More than 4,000 venues',
    account: 'Account',
    login: 'Log in',
  },
];

for (const texts of LANGUAGES) {
  test(`the award page under /site/${texts.language}/ has the shell's header and footer in ${texts.language}`, async ({
    page,
    request,
  }) => {
    const path = `/site/${texts.language}/swisslocationaward`;
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<html lang="${texts.language}">`);
    expect(html).toContain(texts.imprint);
    expect(html).not.toContain('Impressum');

    await page.goto(path);
    await waitForShell(page);
    const footer = page.getByRole('contentinfo');
    const columns = footer.getByRole('navigation', { name: texts.footer });
    await expect(columns.getByRole('heading', { level: 2, name: texts.discover })).toBeVisible();
    await expect(columns.getByRole('link', { name: texts.imprint, exact: true })).toHaveAttribute(
      'href',
      '/site/extern/impressum.html',
    );
    await expect(columns.getByRole('link', { name: texts.magazine, exact: true })).toBeVisible();
    await expect(footer.getByText(texts.venues)).toBeVisible();
    await expect(footer).not.toContainText('Impressum');
    await expect(footer).not.toContainText('Entdecken');
    await expect(
      page
        .getByRole('navigation', { name: texts.account, exact: true })
        .getByRole('button', { name: texts.login }),
    ).toBeVisible();
  });
}
