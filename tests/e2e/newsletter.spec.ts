import { expect, test } from './fixtures';
import { keptSubscriptions } from './storefrontDb';

test.describe('newsletter', () => {
  test('a sign-up on the home page is thanked, kept once whatever the case', async ({ page }) => {
    const local = `lea.${Date.now()}`;
    await page.goto('/');
    const block = page.locator('section[aria-labelledby="newsletter-title"]');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Restez informé');
    const field = block.getByRole('textbox');
    await expect(field).toHaveAccessibleName('Adresse email');
    const subscribe = block.getByRole('button', { name: "S'abonner" });

    await field.fill(`${local}@example.fr`);
    await subscribe.click();
    await expect(page.getByText('Merci pour votre inscription !')).toBeVisible();
    await expect(page.getByText('Vous recevrez bientôt nos dernières actualités.')).toBeVisible();
    await expect(field).toHaveValue('');
    expect((await keptSubscriptions()).filter((kept) => kept.email.toLowerCase() === `${local}@example.fr`)).toEqual([
      expect.objectContaining({ email: `${local}@example.fr`, language: 'FR', source: 'home' }),
    ]);

    // The same address again, in capitals and in English: the same thanks, still one subscription.
    await page.getByRole('banner').getByTestId('lang-en').click();
    await field.fill(`${local.toUpperCase()}@EXAMPLE.FR`);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page.getByText('You will receive our latest updates soon.')).toBeVisible();
    const kept = (await keptSubscriptions()).filter((subscription) => subscription.email.toLowerCase() === `${local}@example.fr`);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.language).toBe('FR');
  });
});
