import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolls a quiz or survey card to the screen and waits until it runs in the browser: its code
 * loads when it nears the screen and it then renders in place of the server's markup (docs/web.md
 * "The quiz and the survey load when they come near the screen"). One evaluate to scroll, as the
 * element may be replaced meanwhile; the card's box says `data-ready` once it runs.
 */
export async function nearScreen(card: Locator): Promise<void> {
  await card.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
  });
  await expect(card.locator('xpath=..')).toHaveAttribute('data-ready', '');
}
