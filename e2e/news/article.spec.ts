import type { APIRequestContext } from '@playwright/test';
import { club } from '@trybuna/config';
import { expect, test } from '../support/fixtures';

interface ArticleDoc {
  data: { id: string; attributes: { slug: string; share_url: string; title: string } }[];
}

async function firstFootballArticle(request: APIRequestContext, api: string) {
  const doc = (await (
    await request.get(
      `${api}/api/v3/articles?filter[type_eq]=News&filter[publication_category_id_eq]=1&filter[signed_in_only_eq]=false&page[size]=1`,
    )
  ).json()) as ArticleDoc;
  const article = doc.data[0];
  if (!article) throw new Error('no football article in the demo content');
  return {
    id: article.id,
    ...article.attributes,
    path: new URL(article.attributes.share_url).pathname,
  };
}

test.describe('000 §2.5 article page', () => {
  test('breadcrumbs, structured data, like and share, related articles in an aside', async ({
    page,
    request,
    stack,
  }) => {
    const article = await firstFootballArticle(request, stack.api);
    await page.goto(article.path);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Okruszki' });
    await expect(crumbs.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Piłka nożna' })).toHaveAttribute(
      'href',
      '/aktualnosci/pilkarskie',
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks
      .map((t) => JSON.parse(t) as { '@type': string; itemListElement?: { name: string }[] })
      .find((d) => d['@type'] === 'BreadcrumbList');
    expect(list?.itemListElement?.map((i) => i.name)).toEqual([
      'main page',
      'Piłka nożna',
      article.title,
    ]);
    await expect(page.getByRole('button', { name: 'Polub' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Udostępnij' }).first()).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Zobacz także' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('000 §9 a phone fetches a smaller cover than a desktop (srcset)', async ({
    page,
    request,
    stack,
  }) => {
    const article = await firstFootballArticle(request, stack.api);
    await page.setViewportSize({ width: 412, height: 860 });
    await page.goto(article.path);
    const cover = page.getByRole('article').locator('figure img').first();
    await expect(cover).toHaveAttribute('srcset', /720w/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/fit-in\/(360|540)x\d+\//);
  });

  test('a bare /{slug}/{id} redirects to the canonical address', async ({
    page,
    request,
    stack,
  }) => {
    const article = await firstFootballArticle(request, stack.api);
    await page.goto(`/${article.slug}/${article.id}`);
    await expect(page).toHaveURL(new RegExp(`${article.path.replace(/[/.]/g, '\\$&')}$`));
  });

  test('000 §4.2 likes: 11 clicks send at most 10 likes after the debounce, the cookie keeps the count', async ({
    page,
    request,
    stack,
    context,
  }) => {
    const article = await firstFootballArticle(request, stack.api);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/likes')) posts.push(r.url());
    });
    await page.goto(article.path);
    const like = page.getByRole('button', { name: 'Polub' }).first();
    for (let i = 0; i < 11; i += 1) await like.click();
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(10);
    await page.waitForTimeout(1500);
    expect(posts).toHaveLength(10);
    const cookie = (await context.cookies()).find((c) => c.name === `article${article.id}`);
    expect(cookie?.value).toBe('10');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const count = (await (
      await request.get(`${stack.api}/api/v3/articles/${article.id}?fields[articles]=likes_count`)
    ).json()) as { data: { attributes: { likes_count: number } } };
    expect(count.data.attributes.likes_count).toBeGreaterThanOrEqual(10);
  });

  test('000 §7.5 fallbacks: messenger with the app id, X with via; copy link shows the toast', async ({
    page,
    request,
    stack,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(stack.web).origin,
    });
    const article = await firstFootballArticle(request, stack.api);
    await page.goto(article.path);
    await page.evaluate(() => {
      // The desktop browser under test has no native share sheet: force the fallbacks.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: 'Udostępnij' }).first().click();
    await expect(page.getByRole('link', { name: 'Wyślij przez Messengera' })).toHaveAttribute(
      'href',
      new RegExp(`^fb-messenger://share/\\?link=.+&app_id=${club.share.messengerAppId ?? ''}$`),
    );
    await expect(page.getByRole('link', { name: /^Udostępnij na X/ })).toHaveAttribute(
      'href',
      new RegExp(`[?&]via=${club.share.microblogVia}$`),
    );
    await page.getByRole('button', { name: 'Kopiuj link' }).click();
    await expect(page.getByText('Link został skopiowany do schowka')).toBeVisible();
  });
});
