import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A fan who has never voted or played: votes and quiz attempts are one per fan, so a test that
 * casts one registers a new account on the sso (its registration page, reached from the login
 * page) and is signed in by it, as a new user would be. Works on a fresh or a reused stack.
 * Returns the nickname.
 */
export async function registerFreshFan(page: Page, prefix = 'Fan'): Promise<string> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const nickname = `${prefix}${id}`.slice(0, 30);
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await page.getByRole('link', { name: 'Załóż konto' }).click();
  await page.getByLabel('E-mail').fill(`${prefix.toLowerCase()}-${id}@example.com`);
  await page.getByLabel('Pseudonim').fill(nickname);
  await page.getByLabel('Hasło', { exact: true }).fill('Trybuna!2026');
  await page.getByLabel('Powtórz hasło').fill('Trybuna!2026');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'konto', exact: true }),
  ).toBeVisible();
  return nickname;
}
