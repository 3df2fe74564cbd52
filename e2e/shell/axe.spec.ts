import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SECTION_HOMES, variantOrigin } from '../support/variants';

/** Issue 4: zero axe violations on the home page of each section, in both languages. */
for (const home of SECTION_HOMES) {
  test(`axe: ${home.name} has no violations`, async ({ page, stack }) => {
    await page.goto(`${variantOrigin(stack.web, home.variant)}${home.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
