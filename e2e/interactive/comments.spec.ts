import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInThroughHeader } from '../support/sign-in';

interface Doc {
  data: { id: string; attributes: { resource_id: number } }[];
}

/** A public article the demo fans have commented on, by its share path. */
async function commentedArticle(request: APIRequestContext, api: string) {
  const comments = (await (
    await request.get(
      `${api}/api/v3/comments?filter[resource_type_eq]=article&sort=-created_at&page[size]=20`,
    )
  ).json()) as Doc;
  for (const comment of comments.data) {
    const article = (await (
      await request.get(`${api}/api/v3/articles/${String(comment.attributes.resource_id)}`)
    ).json()) as { data?: { attributes: { share_url: string; signed_in_only: boolean } } };
    const attributes = article.data?.attributes;
    if (attributes && !attributes.signed_in_only) return new URL(attributes.share_url).pathname;
  }
  throw new Error('no public article with demo comments');
}

test.describe('issue 17 comments', () => {
  test('anyone reads them; a signed-in fan posts one (escaped) and deletes it', async ({
    page,
    request,
    stack,
  }) => {
    const path = await commentedArticle(request, stack.api);
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Komentarze' });
    // The list is read when the section comes near the screen (docs/web.md), as a reader scrolls.
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('listitem').first()).toBeVisible();
    await expect(section.getByText('Zaloguj się, aby komentować.')).toBeVisible();

    await signInThroughHeader(page);
    const box = section.getByLabel('Twój komentarz');
    const text = `Świetny mecz <b>${String(Date.now())}</b>`;
    await box.fill(text);
    await expect(section.getByText(/^Pozostało znaków: \d+$/)).toBeVisible();
    await section.getByRole('button', { name: 'Dodaj komentarz' }).click();
    const mine = section.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('(Ty)');
    await expect(box).toHaveValue('');
    expect(
      (await new AxeBuilder({ page }).include('#komentarze').analyze()).violations.map((v) => v.id),
    ).toEqual([]);
    // The signed-in form and the fan's own comment on a 360 px phone: no sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(box).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

    const remove = mine.getByRole('button', { name: 'Usuń' });
    await remove.click();
    await page
      .getByRole('dialog', { name: 'Usunąć komentarz?' })
      .getByRole('button', { name: 'Usuń komentarz' })
      .click();
    await expect(section.getByText(text)).toHaveCount(0);
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Komentarze' });
    await reloaded.scrollIntoViewIfNeeded();
    await expect(reloaded.getByRole('listitem').first()).toBeVisible();
    await expect(reloaded.getByText(text)).toHaveCount(0);
  });

  test('the match centre has the comments of its match', async ({ page, request, stack }) => {
    const live = (await (
      await request.get(`${stack.api}/api/v3/matches?filter[status_eq]=live&page[size]=1`)
    ).json()) as { data: { id: string }[] };
    await page.goto(`/pilka-nozna/centrum-meczowe/${live.data[0]?.id ?? ''}`);
    const section = page.getByRole('region', { name: 'Komentarze' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('listitem').first()).toBeVisible();
  });
});
