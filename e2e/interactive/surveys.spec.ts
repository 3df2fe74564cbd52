import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { nearScreen } from '../support/near-screen';
import { registerFreshFan } from '../support/register';

interface SurveyDoc {
  data: { id: string; attributes: { question: string; status: string; answers_type: string } }[];
}

/** The demo's open survey with text answers (the page it is on is found from the API). */
async function openTextSurvey(request: APIRequestContext, api: string) {
  const doc = (await (
    await request.get(`${api}/api/v3/surveys?filter[status_eq]=ongoing&page[size]=20`)
  ).json()) as SurveyDoc;
  const survey = doc.data.find((s) => s.attributes.answers_type === 'text');
  if (!survey) throw new Error('the demo has no open text survey');
  return survey;
}

/** The first main page (home, /pilka-nozna) that shows a survey with this question. */
async function pageWith(page: Page, question: string) {
  for (const path of ['/', '/pilka-nozna']) {
    await page.goto(path);
    const card = page.locator('[data-survey]').filter({ hasText: question });
    if ((await card.count()) > 0) return card.first();
  }
  throw new Error(`no page shows the survey "${question}"`);
}

test.describe('001 §3, §4 surveys', () => {
  test('anonymous: "Log in to vote"; a new fan votes once and sees the percentages', async ({
    page,
    request,
    stack,
  }) => {
    const survey = await openTextSurvey(request, stack.api);
    let card = await pageWith(page, survey.attributes.question);
    await expect(card.getByRole('button', { name: 'Log in to vote' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Vote/ })).toHaveCount(0);

    // A fan registered for this run has never voted, on a fresh or a reused stack.
    await registerFreshFan(page, 'Ankieta');
    card = page.locator(`[data-survey="${survey.id}"]`).first();
    await nearScreen(card);
    const votes = card.getByRole('button', { name: /^Vote: / });
    await expect(votes.first()).toBeVisible();
    expect(
      await new AxeBuilder({ page }).include(`[data-survey="${survey.id}"]`).analyze(),
    ).toMatchObject({
      violations: [],
    });
    await votes.first().click();
    await expect(card.getByText('Twój głos')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Vote/ })).toHaveCount(0);
    await expect(card.getByText(/^\d+%$/).first()).toBeVisible();

    // A reload shows the fan's vote (cookie or user_answer), and the API refuses a second one.
    await page.reload();
    card = page.locator(`[data-survey="${survey.id}"]`).first();
    await nearScreen(card);
    await expect(card.getByText('Twój głos')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Vote/ })).toHaveCount(0);
  });

  test('a finished survey shows "Zakończona" and its percentages', async ({
    page,
    request,
    stack,
  }) => {
    // The demo seeds a finished survey on the football home (packages/db/src/seed/main-pages.ts).
    const doc = (await (
      await request.get(`${stack.api}/api/v3/surveys?filter[status_eq]=finished&page[size]=1`)
    ).json()) as SurveyDoc;
    const finished = doc.data[0];
    if (!finished) throw new Error('the demo has no finished survey');
    const card = await pageWith(page, finished.attributes.question);
    await expect(card.getByText('Zakończona')).toBeVisible();
    await expect(card.getByText(/^\d+%$/).first()).toBeVisible();
    await expect(card.getByRole('button', { name: /Vote/ })).toHaveCount(0);
  });

  test('two answers side by side (the derby on /dla-kibica) on a 360 px phone; axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dla-kibica');
    const card = page.locator('[data-survey]').filter({ hasText: 'Kto wygra najbliższe derby?' });
    await nearScreen(card);
    const answers = card.getByRole('listitem');
    await expect(answers).toHaveCount(2);
    const [left, right] = await Promise.all([
      answers.nth(0).boundingBox(),
      answers.nth(1).boundingBox(),
    ]);
    expect(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x).toBe(true);
    await expect(card.getByRole('button', { name: 'Log in to vote' })).toBeVisible();
    expect(await new AxeBuilder({ page }).include('[data-survey]').analyze()).toMatchObject({
      violations: [],
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
