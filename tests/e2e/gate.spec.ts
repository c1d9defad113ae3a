/**
 * The site gate in the browser. Playwright's own server runs without SITE_PASSWORD, so this spec starts
 * a second built server (`npm run build` first) with a password, on a free port and its own data folder.
 */
import { startBuiltServer, type BuiltServer } from './builtServer';
import { expect, test } from './fixtures';

const PASSWORD = 'Lunettes-2025';

let server: BuiltServer | undefined;
let baseURL: string;

test.describe('site gate', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBuiltServer('gate', {
      SITE_PASSWORD: PASSWORD,
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef-0123456789',
    });
    baseURL = server.baseURL;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows only the gate screen, refuses a wrong password and opens the shop with the right one', async ({ page }) => {
    // The page's HTML carries the gate's state: the client draws the gate, or the shop, without asking.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes('query SiteAccess'))
        asked.push(request.url());
    });
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WORK IN PROGRESS');
    expect(asked).toHaveLength(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const field = page.getByLabel('Mot de passe', { exact: true });
    await expect(field).toHaveAttribute('type', 'password');

    // Show/hide toggle with an accessible name.
    await field.fill('essai');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(field).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await expect(page.getByText('Mot de passe incorrect')).toBeVisible();
    await expect(field).toHaveValue('');

    await field.fill(PASSWORD);
    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'art de la lunetterie parisienne");
    // Queries refused before the gate now run: the carousel fills from the API.
    await expect(page.getByTestId('collections-carousel').getByTestId('product-card')).toHaveCount(8);

    // The HTTP-only cookie keeps the gate open on the next visit, and scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
    const askedBefore = asked.length;
    await page.goto(`${baseURL}/men`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homme');
    expect(asked).toHaveLength(askedBefore);
  });

  test('a browser whose access ends mid-visit is brought back to the gate, then to the page it was on', async ({ page }) => {
    await page.goto(`${baseURL}/`);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'art de la lunetterie parisienne");

    // The cookie goes (expired, or the password changed): the next query is refused with GATE_LOCKED.
    await page.context().clearCookies();
    await page.getByRole('banner').getByRole('link', { name: 'Homme' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WORK IN PROGRESS');
    await expect(page.getByRole('navigation')).toHaveCount(0);

    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await expect(page).toHaveURL(/\/men$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homme');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('speaks English too', async ({ page }) => {
    await page.goto(`${baseURL}/`);
    await page.getByTestId('lang-en').click();
    await expect(page.getByRole('button', { name: 'Enter the site' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Enter the site' }).click();
    await expect(page.getByText('Incorrect password')).toBeVisible();
  });

  test('the API refuses a browser that has not passed the gate', async ({ request }) => {
    const response = await request.post(`${baseURL}/graphql`, {
      data: { query: '{ products { totalCount } }' },
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'GATE_LOCKED' } }] });
  });
});
