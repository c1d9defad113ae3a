import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The shop with the keyboard alone: every control is reached with Tab (so :focus-visible applies as
 * it does for a keyboard user), shows where the focus is, and works with Enter, Escape and the arrows;
 * dialogs keep the focus inside and give it back when they close.
 */

// Montmartre (seed): five images, colour variations black and tortoise in stock.
const PRODUCT = '/products/montmartre';

/** How an element shows the focus now: its drawn outline, its box-shadow, and what may hide them. */
function focusIndicator(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    const drawn = style.outlineStyle !== 'none' && outlineWidth > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    // The ring must not be cut by a scrolling or clipping ancestor, nor lie under something else.
    const reach = drawn ? outlineWidth + (parseFloat(style.outlineOffset) || 0) : 0;
    const box = element.getBoundingClientRect();
    let clippedBy = '';
    for (let ancestor = element.parentElement; ancestor && !clippedBy; ancestor = ancestor.parentElement) {
      const ancestorStyle = getComputedStyle(ancestor);
      if (ancestorStyle.overflowX === 'visible' && ancestorStyle.overflowY === 'visible') continue;
      const clip = ancestor.getBoundingClientRect();
      const cut = [
        box.left - reach < clip.left - 0.5 && 'left',
        box.right + reach > clip.right + 0.5 && 'right',
        box.top - reach < clip.top - 0.5 && 'top',
        box.bottom + reach > clip.bottom + 0.5 && 'bottom',
      ].filter(Boolean);
      if (cut.length > 0) clippedBy = `${ancestor.tagName.toLowerCase()}${ancestor.id ? `#${ancestor.id}` : ''} (${cut.join(', ')})`;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: drawn ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none',
      boxShadow: style.boxShadow,
      clippedBy,
      covered: !hit || !(element === hit || element.contains(hit)),
    };
  });
}

type Indicator = Awaited<ReturnType<typeof focusIndicator>>;

/**
 * The focused `target` shows it: it matches :focus-visible and draws an outline, or a box-shadow it
 * does not have at rest (`resting`, read before it had the focus), that nothing clips or covers.
 */
async function expectFocusRing(target: Locator, resting?: Indicator) {
  await expect(target).toBeFocused();
  await expect
    .poll(
      async () => {
        const now = await focusIndicator(target);
        if (!now.focusVisible) return 'not :focus-visible';
        const outline = now.outline !== 'none' && now.outline !== resting?.outline;
        const shadow = now.boxShadow !== 'none' && now.boxShadow !== resting?.boxShadow;
        if (!outline && !shadow) return `no focus indicator (outline ${now.outline}, box-shadow ${now.boxShadow})`;
        if (now.clippedBy) return `focus ring cut by ${now.clippedBy}`;
        if (now.covered) return 'covered by another element';
        return 'visible';
      },
      { message: `focus ring of ${target.toString()}` },
    )
    .toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks that it shows a focus ring. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  const resting = await focusIndicator(target);
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusRing(target, resting);
      return;
    }
  }
  throw new Error(`${target.toString()} not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Whether the element is drawn: larger than a pixel, not clipped away, and on top at its centre. */
function shownOnScreen(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}

/** The focus is on `container` or inside it. */
async function expectFocusInside(container: Locator) {
  await expect(container.and(container.page().locator(':focus-within'))).toHaveCount(1);
}

/** The aria-label or else the text of the focused element, to list the stops of a Tab cycle. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });
}

/**
 * Goes twice round an open dialog with `key`: the focus never leaves it. Returns the names of the
 * elements it stopped on.
 */
async function tabAround(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const stops = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]').count();
  expect(stops).toBeGreaterThan(0);
  const names: string[] = [];
  for (let press = 0; press < stops * 2 + 1; press++) {
    await page.keyboard.press(key);
    await expectFocusInside(dialog);
    names.push(await focusedName(page));
  }
  return names;
}

test.describe('keyboard: skip link and header', () => {
  test('the first Tab shows the skip link, which moves the focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    // Hidden from sight until it has the focus: clipped away, so nothing of it can be hit either.
    await expect.poll(() => shownOnScreen(skip)).toBe(false);

    await page.keyboard.press('Tab');
    await expectFocusRing(skip);
    await expect.poll(() => shownOnScreen(skip)).toBe(true);
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    // The next Tab starts from the main content: the hero's link, not the header.
    await page.keyboard.press('Tab');
    await expectFocusRing(page.getByRole('main').getByRole('link', { name: 'Découvrir les collections' }));

    await page.getByRole('banner').getByTestId('lang-en').click();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  });

  test('Tab goes through the logo, the navigation, the search, the language switch and the cart; a link opens with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Navigation principale' });
    const order = [
      page.getByRole('link', { name: 'Aller au contenu' }),
      banner.getByRole('link', { name: 'Maison Lumière – Accueil' }),
      ...['Homme', 'Femme', 'Optique', 'Solaire', 'Nouveautés', 'Collections'].map((name) => nav.getByRole('link', { name, exact: true })),
      // The search field (a field in the header from 1280 px).
      banner.getByRole('combobox', { name: 'Rechercher dans la boutique' }),
      banner.getByRole('button', { name: 'Passer en français' }),
      banner.getByRole('button', { name: 'Switch to English' }),
      banner.getByTestId('cart-button'),
    ];
    for (const stop of order) {
      await page.keyboard.press('Tab');
      await expectFocusRing(stop);
    }
    // The account control comes after the cart (signed out: a sign-in button), no 'Mon compte' placeholder.
    await expect(banner.getByRole('button', { name: 'Mon compte' })).toHaveCount(0);

    for (let press = 0; press < 4; press++) await page.keyboard.press('Shift+Tab');
    await expectFocusRing(nav.getByRole('link', { name: 'Collections', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les produits');
  });
});

test.describe('keyboard: cart drawer', () => {
  test('opens from the cart button with Enter, keeps Tab inside, closes with Escape and gives the focus back', async ({ page }) => {
    // One line in the cart, so the drawer has its stepper, remove, checkout and close buttons.
    await page.goto(PRODUCT);
    await page.getByTestId('option-black').click();
    await page.getByTestId('purchase-button').first().click();
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await page.reload();
    const cartButton = page.getByRole('banner').getByTestId('cart-button');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await tabTo(page, cartButton);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Panier (1)' })).toBeVisible();
    await expectFocusInside(sidebar);

    const forwards = await tabAround(page, sidebar, 'Tab');
    expect(forwards).toEqual(expect.arrayContaining(['Fermer', 'Finaliser la commande']));
    const backwards = await tabAround(page, sidebar, 'Shift+Tab');
    expect(backwards).toEqual(expect.arrayContaining(['Fermer', 'Finaliser la commande']));

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expectFocusRing(cartButton);

    // The close button closes it too, and the focus comes back the same way.
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expectFocusInside(sidebar);
    const close = sidebar.getByRole('button', { name: 'Fermer' });
    await tabTo(page, close, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('an add from the keyboard opens the drawer with the focus inside, and Escape returns to the add button', async ({ page }) => {
    await page.goto(PRODUCT);
    const black = page.getByTestId('option-black');
    await tabTo(page, black);
    await page.keyboard.press('Enter');
    await expect(black).toHaveAttribute('aria-pressed', 'true');
    const add = page.getByTestId('purchase-button').first();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expectFocusInside(sidebar);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(add).toBeFocused();
  });
});

/** On the home page, Tab to the menu button and open the menu with Enter. */
async function openMenuWithKeyboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Maison Lumière' });
  await expect(menu).toBeVisible();
  return { menuButton, menu };
}

test.describe('keyboard: mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with Enter, keeps the focus inside, closes with Escape back to the menu button', async ({ page }) => {
    const { menuButton, menu } = await openMenuWithKeyboard(page);
    await expectFocusInside(menu);

    const stops = await tabAround(page, menu, 'Tab');
    expect(stops).toEqual(expect.arrayContaining(['Homme', 'Collections', 'Switch to English', 'Fermer le menu']));
    await tabAround(page, menu, 'Shift+Tab');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocusRing(menuButton);
  });

  test('a link of the menu opens its page with Enter and closes the menu', async ({ page }) => {
    const { menu } = await openMenuWithKeyboard(page);
    await tabTo(page, menu.getByRole('link', { name: 'Femme' }), { max: 15 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/women$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Femme');
    await expect(menu).toBeHidden();
  });
});

test.describe('keyboard: carousels', () => {
  // No automatic advance: only the keys move the testimonials.
  test.use({ reducedMotion: 'reduce' });

  test('testimonials: buttons with Enter, arrow keys while the focus is in the carousel', async ({ page }) => {
    await page.goto('/landing');
    const carousel = page.getByRole('region', { name: 'Ils la portent' });
    const name = carousel.getByTestId('testimonial-name');
    const slide = carousel.getByTestId('testimonial');
    await expect(name).toHaveText('Camille R.');
    await expect(slide).toHaveAttribute('aria-live', 'off');

    const next = carousel.getByRole('button', { name: 'Témoignage suivant' });
    await tabTo(page, next);
    // Paused while the focus is inside, so each change is announced.
    await expect(slide).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    await expect(name).toHaveText('Thomas D.');
    await expect(slide).toHaveAttribute('aria-label', 'Témoignage 2 sur 4');

    await page.keyboard.press('ArrowRight');
    await expect(name).toHaveText('Inès M.');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(name).toHaveText('Camille R.');
    await page.keyboard.press('ArrowLeft');
    await expect(name).toHaveText('Hugo L.');
    await page.keyboard.press('ArrowRight');
    await expect(name).toHaveText('Camille R.');

    await tabTo(page, carousel.getByRole('button', { name: 'Témoignage précédent' }), { backwards: true, max: 1 });
    await page.keyboard.press('Enter');
    await expect(name).toHaveText('Hugo L.');

    // Out of the carousel, the arrows are the page's again.
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.and(page.locator(':focus-within'))).toHaveCount(0);
    await expect(slide).toHaveAttribute('aria-live', 'off');
    await page.keyboard.press('ArrowRight');
    await expect(name).toHaveText('Hugo L.');
  });

  test('collections: the arrow buttons work with Enter and the strip scrolls with the arrow keys', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Nos collections' });
    const strip = section.getByRole('region', { name: 'Produits de nos collections' });
    await expect(strip.getByTestId('product-card')).toHaveCount(8);
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);

    const next = section.getByRole('button', { name: 'Suivant', exact: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await tabTo(page, section.getByRole('button', { name: 'Précédent', exact: true }), { backwards: true, max: 1 });
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBe(0);

    // The strip itself takes the focus, and the arrow keys scroll it.
    await tabTo(page, strip, { max: 2 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(strip).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBe(0);

    // Then its products, one by one, each scrolled into view with its whole focus ring.
    const links = strip.getByTestId('product-card').getByRole('link');
    for (let card = 0; card < 8; card++) {
      await page.keyboard.press('Tab');
      await expectFocusRing(links.nth(card));
    }
    for (let card = 6; card >= 0; card--) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusRing(links.nth(card));
    }
  });
});

test.describe('keyboard: product gallery', () => {
  test('the image area takes the focus and the arrow keys change the image', async ({ page }) => {
    await page.goto(PRODUCT);
    const gallery = page.getByTestId('product-gallery');
    const area = gallery.getByRole('group', { name: 'Images du produit' });
    const main = gallery.getByTestId('gallery-main-image');
    const thumbnail = (index: number) => gallery.getByRole('button', { name: `Afficher l'image ${index}` });
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    const first = await main.getAttribute('src');

    await tabTo(page, area);
    await page.keyboard.press('ArrowRight');
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await expect(main).toHaveAttribute('src', (await thumbnail(2).locator('img').getAttribute('src'))!);
    await page.keyboard.press('ArrowLeft');
    await expect(main).toHaveAttribute('src', first!);
    // Wraps round to the last image, whose thumbnail comes into view.
    await page.keyboard.press('ArrowLeft');
    await expect(thumbnail(5)).toHaveAttribute('aria-current', 'true');
    await expect(main).toHaveAttribute('src', (await thumbnail(5).locator('img').getAttribute('src'))!);

    // The previous and next buttons on the image, with Enter.
    await tabTo(page, area.getByRole('button', { name: 'Image précédente' }), { max: 1 });
    await page.keyboard.press('Enter');
    await expect(thumbnail(4)).toHaveAttribute('aria-current', 'true');
    await tabTo(page, area.getByRole('button', { name: 'Image suivante' }), { max: 1 });
    await page.keyboard.press('Enter');
    await expect(thumbnail(5)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Enter');
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    await expect(main).toHaveAttribute('src', first!);
  });

  test("thumbnails and the photo view's buttons show the focus and work with Enter", async ({ page }) => {
    await page.goto(PRODUCT);
    const gallery = page.getByTestId('product-gallery');
    const main = gallery.getByTestId('gallery-main-image');
    const third = gallery.getByRole('button', { name: "Afficher l'image 3" });
    await tabTo(page, third);
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(main).toHaveAttribute('src', (await third.locator('img').getAttribute('src'))!);

    // The thumbnails' own arrows move the strip of three.
    const moreThumbnails = gallery.getByRole('button', { name: 'Image suivante' }).last();
    await tabTo(page, moreThumbnails, { max: 1 });
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('button', { name: "Afficher l'image 4" })).toBeVisible();
    await expect(gallery.getByRole('button', { name: "Afficher l'image 1" })).toHaveCount(0);

    // The photo view is the shopper's choice: a labelled group of two toggle buttons, named for what they show.
    const view = gallery.getByRole('group', { name: 'Affichage des photos' });
    const all = view.getByRole('button', { name: 'Toutes les photos (5)' });
    await tabTo(page, all, { backwards: true, max: 15 });
    await page.keyboard.press('Enter');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.getByTestId('gallery-scroll').getByRole('img')).toHaveCount(5);
    const oneByOne = view.getByRole('button', { name: 'Une à une' });
    await tabTo(page, oneByOne, { backwards: true, max: 1 });
    await page.keyboard.press('Enter');
    await expect(oneByOne).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toBeVisible();
  });

  test('the featured product of the landing page has the same keyboard gallery', async ({ page }) => {
    await page.goto('/landing');
    const gallery = page.locator('#featured').getByTestId('product-gallery');
    const area = gallery.getByRole('group', { name: 'Images du produit' });
    const main = gallery.getByTestId('gallery-main-image');
    await tabTo(page, area);
    const first = await main.getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(main).not.toHaveAttribute('src', first!);
    await page.keyboard.press('ArrowLeft');
    await expect(main).toHaveAttribute('src', first!);
  });
});

test.describe('keyboard: FAQ accordion', () => {
  test('questions show the focus; Enter opens, the arrows, Home and End move between them', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByTestId('faq-item').getByRole('button');
    const first = questions.first();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expectFocusRing(questions.nth(1));
    await page.keyboard.press('End');
    await expectFocusRing(questions.last());
    await page.keyboard.press('Home');
    await expectFocusRing(first);
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
