import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

test('/en is the English landing page, in English', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'English version' })).toBeVisible();
  await expect(page.getByText('The English version of the website is on the way.')).toBeVisible();
});

test('/regulaminy renders', async ({ page }) => {
  await page.goto('/regulaminy');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulaminy' })).toBeVisible();
});

test('the trophy counter shows 16 / 21 / 6 on soccer pages only', async ({ page }) => {
  await page.goto('/pilka-nozna');
  const trophies = page.getByRole('region', { name: 'Nasze trofea' });
  await expect(trophies).toContainText('16');
  await expect(trophies).toContainText('21');
  await expect(trophies).toContainText('6');
  await expect(page.getByRole('heading', { name: 'SPONSOR GŁÓWNY' })).toBeVisible();
  await page.goto('/tenis-golf');
  await expect(page.getByRole('region', { name: 'Nasze trofea' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Partnerzy technologiczni' })).toBeVisible();
});

test('000 §2.6 the home page declares the site search target', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const site = parsed.find((d) => d['@type'] === 'WebSite') as
    { potentialAction: { target: string } } | undefined;
  expect(site?.potentialAction.target).toMatch(
    /\/aktualnosci\/wszystkie\?query=\{search_term_string\}&referrer=sitelinks_searchbox$/,
  );
});

test('000 §2.5, §2.12 breadcrumbs in the page language, structured data with the spec names', async ({
  page,
  stack,
}) => {
  await page.goto('/o-klubie');
  // Generic breadcrumbs [/, section root], then the page (000 §2.5).
  await expect(page.getByRole('navigation', { name: 'Okruszki' }).getByRole('listitem')).toHaveText(
    ['Strona główna', 'piłka nożna', 'O klubie'],
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((t) => JSON.parse(t) as { '@type': string; itemListElement?: { name: string }[] })
    .find((d) => d['@type'] === 'BreadcrumbList');
  expect(list?.itemListElement?.map((i) => i.name)).toEqual(['main page', 'football', 'O klubie']);
  // An English business page: 'Home', the English root, the page.
  await page.goto(`${variantOrigin(stack.web, 'business')}/en/trusted-by`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem').first()).toHaveText('Home');
  await expect(crumbs.getByRole('link', { name: 'English version' })).toHaveAttribute(
    'href',
    '/en',
  );
});

test('title, description, canonical and Open Graph tags', async ({ page, stack }) => {
  await page.goto('/o-klubie');
  await expect(page).toHaveTitle('O klubie | KS Sokół Warszawa');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${new URL(stack.web).origin}/o-klubie`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /O klubie/);
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/o-klubie</loc>');
  // 001 §2 football pages: teams, timetables and profiles.
  expect(xml).toContain('/pilka-nozna/druzyna-druga</loc>');
  expect(xml).toContain('/pilka-nozna/terminarz/tabele-wynikow</loc>');
  expect(xml).toMatch(/\/pilka-nozna\/druzyna\/zawodnik\/[a-z-]+\/\d+<\/loc>/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
});

test('security headers and CSP on pages', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
