import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { nearScreen } from '../support/near-screen';
import { registerFreshFan } from '../support/register';
import { signInThroughHeader } from '../support/sign-in';

/** The home page's open quiz (the demo puts one there). */
function openQuiz(page: Page): Locator {
  return page.locator('[data-quiz][data-stage]').first();
}

async function expectNoAxeViolations(page: Page, selector: string) {
  expect(await new AxeBuilder({ page }).include(selector).analyze()).toMatchObject({
    violations: [],
  });
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('001 §3, §4 quiz and ranking', () => {
  test('anonymous: a login button instead of START QUIZ; axe; 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const quiz = openQuiz(page);
    await nearScreen(quiz);
    await expect(quiz).toHaveAttribute('data-stage', 'start');
    await expect(quiz.getByText('Zaloguj się, aby zagrać w quiz.')).toBeVisible();
    await expect(quiz.getByRole('button', { name: 'Zaloguj', exact: true })).toBeVisible();
    await expect(quiz.getByRole('button', { name: 'START QUIZ' })).toHaveCount(0);
    await expect(quiz.getByText(/PLN/)).toBeVisible();
    await expectNoAxeViolations(page, '[data-quiz]');
    await expectNoOverflow(page);
  });

  test('a new fan plays to the summary (one question timed out) and sees their ranking row', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The island's timer runs on the page's clock: fast-forwarded for the timeout below.
    await page.clock.install();
    await page.goto('/');
    const nickname = await registerFreshFan(page, 'Quiz');
    await page.setViewportSize({ width: 360, height: 740 });
    const quiz = openQuiz(page);
    await nearScreen(quiz);
    const start = quiz.getByRole('button', { name: 'START QUIZ' });
    await expect(start).toBeVisible();
    await expectNoAxeViolations(page, '[data-quiz]');
    await start.click();

    let timedOut = false;
    for (let round = 1; round <= 20; round += 1) {
      await expect(quiz).toHaveAttribute('data-stage', 'question');
      const heading = quiz.locator('h3[data-quiz-focus]');
      await expect(heading).toBeFocused();
      await expect(quiz.getByRole('progressbar', { name: 'Pozostały czas' })).toBeVisible();
      await expect(quiz.getByText(/^\d+\.\d\d s$/)).toBeVisible();
      if (round === 2) {
        // 001 §9: seconds_for_answer is 15 in the demo; the timer reaches 0 by itself.
        await page.clock.fastForward(16_000);
        // Issue 30: only the page's clock jumped. The API tells the correct answer of a null
        // answer once its own clock has run out (docs/api.md "Quizzes"), so the island asks
        // again then: up to the question's 15 real seconds.
        // (The live region says it too: the first is the visible line.)
        await expect(quiz.getByText(/^Time is up, the correct answer is: .+/).first()).toBeVisible({
          timeout: 25_000,
        });
        await expect(quiz.getByText('Poprawna odpowiedź', { exact: true })).toBeVisible();
        timedOut = true;
      } else {
        await quiz.getByRole('listitem').getByRole('button').first().click();
        await expect(quiz.getByText(/^Twoja odpowiedź – (poprawna|błędna)$/)).toBeVisible();
      }
      if (round === 1) {
        await expectNoAxeViolations(page, '[data-quiz]');
        await expectNoOverflow(page);
      }
      const finish = quiz.getByRole('button', { name: 'Finish quiz' });
      const next = quiz.getByRole('button', { name: 'Next question' });
      await expect(finish.or(next)).toBeVisible();
      if (await finish.isVisible()) {
        await finish.click();
        break;
      }
      await next.click();
    }
    expect(timedOut).toBe(true);

    // 001 §9 summary.
    await expect(quiz).toHaveAttribute('data-stage', 'summary');
    const summaryHeading = quiz.getByRole('heading', { name: 'Twój wynik' });
    await expect(summaryHeading).toBeFocused();
    await expect(quiz.getByText(/^\d+%$/)).toBeVisible();
    await expect(quiz.getByText(/^\d+ PKT$/)).toBeVisible();
    await expect(quiz.getByText(/^\d+\.\d\d s$/)).toBeVisible();
    await expectNoAxeViolations(page, '[data-quiz]');
    await expectNoOverflow(page);

    // 001 §4 ranking: the demo's playable quiz has a published ranking.
    await quiz.getByRole('button', { name: 'See ranking' }).click();
    await expect(quiz).toHaveAttribute('data-stage', 'ranking');
    const own = quiz.locator('li[aria-current="true"]');
    const more = quiz.getByRole('button', { name: 'Pokaż więcej' });
    // Pages of 10 arrive on scroll; the button is the keyboard's way to the same.
    for (let pages = 0; pages < 20 && (await own.count()) === 0; pages += 1) {
      if (!(await more.isVisible())) break;
      await more.click();
    }
    await expect(own).toBeVisible();
    await expect(own).toContainText(nickname);
    await expect(own).toContainText('Ty');
    await expect(own).toContainText('PKT');
    await expect(quiz.locator('li[aria-current="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page, '[data-quiz]');
    await expectNoOverflow(page);

    // Played once: a reload opens on the summary, START QUIZ is gone.
    await page.reload();
    await expect(openQuiz(page)).toHaveAttribute('data-stage', 'summary');
    await expect(openQuiz(page).getByRole('button', { name: 'START QUIZ' })).toHaveCount(0);
  });

  test('an ended quiz (/dla-kibica): "Quiz finished"; signed in, its ranking with the fan\'s row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dla-kibica');
    const quiz = page.locator('[data-quiz][data-stage]').first();
    await nearScreen(quiz);
    await expect(quiz).toHaveAttribute('data-stage', 'ended');
    await expect(quiz.getByText('Quiz finished')).toBeVisible();
    await expect(quiz.getByRole('button', { name: 'See ranking' })).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-quiz]');
    await expectNoOverflow(page);

    // The demo fan played it (seed: quiz-attempts.ts), so the ranking holds their row. The
    // sign-in loads the page again: the card runs once it is near the screen.
    await signInThroughHeader(page);
    await nearScreen(quiz);
    await quiz.getByRole('button', { name: 'See ranking' }).click();
    await expect(quiz).toHaveAttribute('data-stage', 'ranking');
    await expect(quiz.getByRole('heading', { name: 'Quiz Ranking' })).toBeVisible();
    const own = quiz.locator('li[aria-current="true"]');
    await expect(own).toContainText('KibicSokoła');
    await expect(own).toContainText('Ty');
    await expectNoAxeViolations(page, '[data-quiz]');
    await expectNoOverflow(page);
  });
});
