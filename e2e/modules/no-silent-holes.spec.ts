import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { stackUrls } from '../support/stack';
import { variantOrigin, type Variant } from '../support/variants';

/** The CMS main pages of the demo content: slug → where each variant shows it. */
const MAIN_PAGES: readonly { slug: string; variant: Variant; path: string; locale?: 'en' }[] = [
  { slug: 'home', variant: 'soccer', path: '/' },
  { slug: 'pilka-nozna', variant: 'soccer', path: '/pilka-nozna' },
  { slug: 'statystyki', variant: 'soccer', path: '/statystyki' },
  { slug: 'fundacja', variant: 'soccer', path: '/fundacja' },
  { slug: 'tenis-golf', variant: 'soccer', path: '/tenis-golf' },
  { slug: 'socios', variant: 'soccer', path: '/socios' },
  { slug: 'akademia', variant: 'academy', path: '/' },
  { slug: 'athletics', variant: 'athletics', path: '/' },
  { slug: 'biznes', variant: 'business', path: '/' },
  { slug: 'en', variant: 'business', path: '/en', locale: 'en' },
];

interface ApiComponent {
  kind: string;
  visibility?: string | null;
  main_page_home_visible?: boolean | null;
  main_page_soccer_visible?: boolean | null;
}

/** The kinds a page should show, from the API: web-visible, not 'default', not hidden by setting. */
async function expectedKinds(slug: string, locale: 'pl' | 'en'): Promise<string[]> {
  const { api } = stackUrls();
  const url = `${api}/api/v3/current_page?kind=main_page&slug=${slug}&include=components`;
  const response = await fetch(url, { headers: { 'Accept-Language': locale } });
  expect(response.status, url).toBe(200);
  const document = (await response.json()) as {
    included?: { type: string; attributes: ApiComponent }[];
  };
  return (document.included ?? [])
    .filter((r) => r.type === 'components')
    .map((r) => r.attributes)
    .filter((c) => c.kind !== 'default' && c.visibility !== 'mobile')
    .filter((c) => !(c.kind === 'match' && slug === 'home' && c.main_page_home_visible === false))
    .filter(
      (c) =>
        !(c.kind === 'match' && slug === 'pilka-nozna' && c.main_page_soccer_visible === false),
    )
    .map((c) => c.kind);
}

/** Every module slot on the page: its kind and whether it shows anything a fan can see. */
async function renderedModules(page: Page): Promise<{ kind: string; visible: boolean }[]> {
  return page.locator('[data-module]').evaluateAll((slots) =>
    slots.map((slot) => {
      const boxes = [...slot.children].map((child) => child.getBoundingClientRect());
      const area = boxes.reduce((sum, box) => sum + box.width * box.height, 0);
      const text = slot.textContent.trim();
      const media = slot.querySelector('img, picture, iframe, video, svg, canvas');
      return {
        kind: slot.getAttribute('data-module') ?? '',
        visible: area > 0 && (text.length > 0 || media !== null),
      };
    }),
  );
}

test.describe('no silent holes: every module kind of the demo content renders something', () => {
  for (const main of MAIN_PAGES) {
    test(`${main.variant} ${main.path}`, async ({ page }) => {
      const { web } = stackUrls();
      const kinds = await expectedKinds(main.slug, main.locale ?? 'pl');
      expect(kinds.length).toBeGreaterThan(0);
      await page.goto(`${variantOrigin(web, main.variant)}${main.path}`);
      // Server HTML plus hydrated islands: wait for the page to settle before measuring.
      await page.waitForLoadState('networkidle');
      const rendered = await renderedModules(page);
      const empty = rendered.filter((m) => !m.visible).map((m) => m.kind);
      expect(empty, `modules that render empty on ${main.path}`).toEqual([]);
      const shown = rendered.map((m) => m.kind).sort();
      expect(shown, `module kinds on ${main.path}`).toEqual([...kinds].sort());
    });
  }
});
