import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keptContactMessages } from './storefrontDb';

/** The content pages (spec section 2), with their h1 in each language. */
const PAGES = [
  { path: '/livraison-retours', fr: 'Livraison et retours', en: 'Delivery & Returns' },
  { path: '/garantie', fr: 'Garantie', en: 'Warranty' },
  {
    path: '/conditions',
    fr: 'Conditions générales de vente',
    en: 'Terms and Conditions',
    updated: { fr: 'Dernière mise à jour : 7 octobre 2025', en: 'Last updated: 7 October 2025' },
  },
  {
    path: '/politique',
    fr: 'Politique de confidentialité',
    en: 'Privacy Policy',
    updated: { fr: 'Dernière mise à jour : 7 octobre 2025', en: 'Last updated: 7 October 2025' },
  },
  { path: '/faq', fr: 'Questions fréquentes', en: 'Frequently Asked Questions' },
  { path: '/contact', fr: 'Contactez-nous', en: 'Contact us', breadcrumb: 'Contact' },
];

async function switchToEnglish(page: Page) {
  await page.getByRole('banner').getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.describe('content pages', () => {
  for (const content of PAGES) {
    test(`${content.path} answers in French and in English`, async ({ page }) => {
      await page.goto(content.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(content.fr);
      await expect(page).toHaveTitle(`${content.fr} · Maison Lumière`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const breadcrumb = main.getByRole('navigation', { name: 'breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
      await expect(breadcrumb).toContainText(content.breadcrumb ?? content.fr);
      if (content.updated) await expect(page.getByTestId('last-updated')).toHaveText(content.updated.fr);

      await switchToEnglish(page);
      await expect(h1).toHaveText(content.en);
      await expect(page).toHaveTitle(`${content.en} · Maison Lumière`);
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb).toContainText(content.breadcrumb ?? content.en);
      if (content.updated) await expect(page.getByTestId('last-updated')).toHaveText(content.updated.en);
    });
  }

  test('the FAQ opens one answer at a time, in four categories, and leads to the contact page', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Commandes et livraison',
      'Produits et garantie',
      'Retours et remboursements',
      'Compte et paiement',
    ]);
    const items = page.getByTestId('faq-item');
    expect(await items.count()).toBeGreaterThanOrEqual(12);

    // Nothing is open at first; opening a question of another category closes the first one.
    const first = items.nth(0).getByRole('button');
    const other = items.nth(5).getByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0).getByRole('region')).toBeVisible();
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(items.nth(0).getByRole('region')).toBeHidden();
    await expect(items.nth(5).getByRole('region')).toBeVisible();

    // The keyboard does the same.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(other).toHaveAttribute('aria-expanded', 'false');

    await main.getByRole('link', { name: 'Contactez-nous' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  });

  test('the FAQ link to the contact page is translated', async ({ page }) => {
    await page.goto('/faq');
    await switchToEnglish(page);
    await expect(page.getByTestId('faq-contact')).toHaveText("Can't find your answer? Contact us");
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('the contact page shows the details and the business hours', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'contact@maison-lumiere.fr' })).toHaveAttribute('href', 'mailto:contact@maison-lumiere.fr');
    await expect(main.locator('address')).toContainText('Paris');
    const hours = page.getByTestId('business-hours');
    await expect(hours).toContainText('Lun.-Ven.');
    await expect(hours).toContainText('9h00-18h00');
    await expect(hours).toContainText('10h00-17h00');
    await expect(hours).toContainText('Fermé');
    await switchToEnglish(page);
    await expect(hours).toContainText('Mon-Fri');
    await expect(hours).toContainText('9:00-18:00');
    await expect(hours).toContainText('Closed');
  });

  test('the contact form sent empty shows the required-field errors and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SendContactMessage')) sent.push(request.url());
    });
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    const name = form.getByRole('textbox', { name: 'Nom', exact: true });
    const email = form.getByRole('textbox', { name: 'Adresse email', exact: true });
    await expect(email).toHaveAttribute('type', 'email');

    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Veuillez indiquer votre nom.')).toBeVisible();
    await expect(form.getByText('Veuillez indiquer votre adresse email.')).toBeVisible();
    await expect(form.getByText('Veuillez indiquer le sujet de votre message.')).toBeVisible();
    await expect(form.getByText('Veuillez écrire votre message.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    // Editing a field clears its own error only.
    await name.fill('Camille Martin');
    await expect(form.getByText('Veuillez indiquer votre nom.')).toBeHidden();
    await expect(form.getByText('Veuillez indiquer votre adresse email.')).toBeVisible();

    await email.fill('camille@');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Veuillez entrer une adresse email valide.')).toBeVisible();
    await expect(email).toBeFocused();

    // Errors on screen follow the language.
    await switchToEnglish(page);
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Please enter the subject of your message.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Camille Martin');
    expect(sent).toEqual([]);
  });

  test('a message sent in English shows its toast, empties the form and is kept by the server', async ({ page }) => {
    const subject = `Lens coating ${Date.now()}`;
    await page.goto('/contact');
    await switchToEnglish(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('  Ann Lee ');
    await form.getByRole('textbox', { name: 'Email address', exact: true }).fill('ann.lee@example.com');
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Do your sunglasses have an anti-reflective coating?\nThanks.');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    const kept = (await keptContactMessages()).filter((message) => message.subject === subject);
    expect(kept).toEqual([
      expect.objectContaining({
        name: 'Ann Lee',
        email: 'ann.lee@example.com',
        message: 'Do your sunglasses have an anti-reflective coating?\nThanks.',
        language: 'EN',
      }),
    ]);
  });
});
