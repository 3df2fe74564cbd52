import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

test.describe('000 §4.3 menu overlay by keyboard', () => {
  test('Enter opens, focus stays inside, Escape closes and focus returns, scroll is locked', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    // Disabled until hydrated; focusing it earlier would leave Enter to the page.
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Piłka nożna', level: 2 }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the close button is named Zamknij and following a link closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Zamknij' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'O klubie' }).click();
    await expect(page).toHaveURL(/\/o-klubie$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'O klubie' })).toBeVisible();
  });
});

test.describe('One overlay dialog: menu, search, share and gallery', () => {
  const opens: [
    name: string,
    path: (web: string) => string,
    open: (page: Page) => Promise<void>,
  ][] = [
    [
      'Piłka nożna',
      (web) => `${web}/`,
      (page) => page.getByRole('button', { name: 'Menu' }).click(),
    ],
    ['Szukaj', (web) => `${web}/`, (page) => page.getByRole('button', { name: 'Szukaj' }).click()],
    [
      'Udostępnij',
      (web) => `${web}/pilka-nozna`,
      async (page) => {
        // The desktop browser under test has no native share sheet: the fallback dialog opens.
        await page.evaluate(() => {
          Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
        });
        await page.getByRole('button', { name: 'Udostępnij' }).first().click();
      },
    ],
    [
      'Galeria',
      (web) => `${variantOrigin(web, 'athletics')}/`,
      (page) => page.getByRole('button', { name: 'Pełny ekran' }).first().click(),
    ],
  ];
  for (const [title, path, open] of opens) {
    test(`the ${title} overlay is a labelled modal dialog that gives focus back`, async ({
      page,
      stack,
    }) => {
      await page.goto(path(stack.web));
      await open(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const name = await dialog.evaluate((el) => {
        const id = el.getAttribute('aria-labelledby');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
      expect(name.trim().length).toBeGreaterThan(0);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Radix gives focus back a tick after the dialog leaves the DOM.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    });
  }
});
