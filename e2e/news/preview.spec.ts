import { expect, test } from '../support/fixtures';

const SECRET = 'e2e-preview-secret';

interface Doc {
  data: { id: string; attributes: { title: string } }[];
}

test.describe('000 §2.1 page preview (draft mode behind a secret)', () => {
  test('a draft article: hidden from fans, shown in preview until it is ended', async ({
    page,
    request,
    stack,
  }) => {
    const list = `${stack.api}/api/v3/articles?filter[slug_eq]=wersja-robocza-zapowiedz-sezonu`;
    expect(((await (await request.get(list)).json()) as Doc).data).toEqual([]);
    const draft = (
      (await (await request.get(list, { headers: { 'Preview-Secret': SECRET } })).json()) as Doc
    ).data[0];
    if (!draft) throw new Error('no draft article in the demo content');

    const wrong = await request.get(
      `${stack.web}/api/preview?secret=nope&type=articles&id=${draft.id}`,
      { maxRedirects: 0 },
    );
    expect(wrong.status()).toBe(401);

    await page.goto(`/podglad/articles/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draft.attributes.title);

    await page.goto(`/api/preview?secret=${SECRET}&type=articles&id=${draft.id}`);
    await expect(page).toHaveURL(new RegExp(`/podglad/articles/${draft.id}$`));
    await expect(page.getByText('Podgląd wersji roboczej', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: draft.attributes.title }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Zakończ podgląd' }).click();
    await expect(page).toHaveURL(/\/$/);
    const after = await page.goto(`/podglad/articles/${draft.id}`);
    expect(after?.status()).toBe(404);
  });
});

test('a draft main page and a draft player open in preview too', async ({
  page,
  request,
  stack,
}) => {
  const headers = { 'Preview-Secret': SECRET };
  const pageDoc = (await (
    await request.get(`${stack.api}/api/v3/pages?filter[slug_eq]=zapowiedz-sezonu`, { headers })
  ).json()) as Doc;
  const playerDoc = (await (
    await request.get(`${stack.api}/api/v3/squad_players?filter[slug_eq]=nowy-zawodnik`, {
      headers,
    })
  ).json()) as { data: { id: string }[] };
  const draftPage = pageDoc.data[0];
  const player = playerDoc.data[0];
  if (!draftPage || !player) throw new Error('no draft page or player in the demo content');

  await page.goto(`/api/preview?secret=${SECRET}&type=main_pages&id=${draftPage.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: draftPage.attributes.title }),
  ).toBeVisible();
  await page.goto(`/api/preview?secret=${SECRET}&type=squad_members&id=player-${player.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Nowy Zawodnik/ })).toBeVisible();
});
