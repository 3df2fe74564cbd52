import { club } from '@trybuna/config';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

/** 000 §2.7, §2.8, §2.10 links the shell adds besides the menus' own groups. */
test.describe('shell links', () => {
  test('soccer page: the league partner badge; the menu ends with the rules page', async ({
    page,
  }) => {
    const partner = club.leaguePartner;
    if (!partner) throw new Error('the demo club has a league partner');
    await page.goto('/pilka-nozna');
    const badge = page.getByRole('link', { name: new RegExp(`Partner ligi ${partner.name}`) });
    await expect(badge).toHaveAttribute('href', partner.url);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Regulaminy', exact: true })).toHaveAttribute(
      'href',
      '/regulaminy',
    );
  });

  test('academy: the right links (about, alumni, contact, socials) on a 360 px phone', async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${variantOrigin(stack.web, 'academy')}/`);
    const right = page.getByRole('navigation', { name: 'Na skróty' });
    for (const name of ['O nas', 'Absolwenci', 'Kontakt']) {
      await expect(right.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const socials = club.urls.socials.ACADEMY;
    for (const network of ['facebook', 'x', 'instagram', 'youtube'] as const) {
      await expect(right.getByRole('link', { name: network, exact: true })).toHaveAttribute(
        'href',
        socials[network] ?? '',
      );
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
