import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { club } from '@trybuna/config';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

/**
 * Issue 17 item 4 (001 §3–§5): the volunteer, job and contact forms. Each valid submit stores a
 * row: the API allows 5 per 10 minutes from one address, and this file sends two.
 */

const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function noAxeViolations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

/** Waits for the form to hydrate (its submit button is enabled then): fields filled earlier are reset. */
async function fillValid(page: Page, form: ReturnType<Page['locator']>) {
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await form.getByLabel('Imię').fill('Anna');
  await form.getByLabel('Nazwisko').fill('Testowa');
  await form.getByLabel('E-mail').fill('anna.testowa@example.com');
  await form.getByLabel('Telefon').fill('+48 600 100 200');
  await form.getByLabel('Your message').fill('Test e2e: proszę zignorować.');
  await form.getByRole('checkbox').check();
}

test.describe('001 §3–§5 forms', () => {
  test('volunteer form: the three messages and the consent error, then a successful submit', async ({
    page,
  }) => {
    await page.goto('/wolontariat');
    const form = page.locator('[data-contact-form="volunteer"]');
    await expect(form).toBeVisible();
    await noAxeViolations(page, '[data-contact-form="volunteer"]');

    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('Imię jest wymagane', { exact: true })).toBeVisible();
    await expect(form.getByText('Nazwisko jest wymagane', { exact: true })).toBeVisible();
    await expect(form.getByText('Email jest wymagany', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Imię')).toBeFocused();
    await expect(form.getByLabel('Imię')).toHaveAttribute('aria-invalid', 'true');
    const consent = form.getByRole('checkbox');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('label[for]').filter({ has: page.getByRole('link') })).toHaveCSS(
      'color',
      await form
        .getByText('Imię jest wymagane', { exact: true })
        .evaluate((el) => getComputedStyle(el).color),
    );
    await expect(form.getByRole('status').first()).toContainText('Zgoda jest wymagana');
    await expect(
      form.getByRole('link', { name: /informacją o administratorze i przetwarzaniu danych/ }),
    ).toHaveAttribute('href', /\.pdf$/);
    await noAxeViolations(page, '[data-contact-form="volunteer"]');

    // An invalid address keeps the e-mail message.
    await form.getByLabel('E-mail').fill('anna@');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('Email jest wymagany', { exact: true })).toBeVisible();

    await fillValid(page, form);
    await form.getByRole('button', { name: 'Wyślij' }).click();
    const thanks = form.getByText('Dzięki za zangażowanie');
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(form.locator('form')).toHaveCount(0);
  });

  test('job form: a 6 MB CV and a renamed executable refused, a small pdf accepted and sent', async ({
    page,
  }) => {
    await page.goto('/praca');
    const form = page.locator('[data-contact-form="job"]');
    const file = form.locator('input[type="file"]');
    await expect(file).toHaveAttribute('accept', '.doc,.pdf,.docx');
    // The send button is enabled once the form has hydrated: a file chosen earlier is lost.
    await expect(form.getByRole('button', { name: 'Wyślij' })).toBeEnabled();

    await file.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([SMALL_PDF, Buffer.alloc(6 * 1024 * 1024)]),
    });
    await expect(
      form.locator('[id$="-file-error"]').getByText('File should weigh max 5MB', { exact: true }),
    ).toBeVisible();
    await expect(form.locator('[data-file-icon]')).toHaveCount(0);

    await file.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(512),
      ]),
    });
    await expect(
      form
        .locator('[id$="-file-error"]')
        .getByText('Ten plik nie jest dokumentem .pdf, .doc ani .docx.', { exact: true }),
    ).toBeVisible();
    await expect(form.locator('[data-file-icon]')).toHaveCount(0);

    await file.setInputFiles({
      name: 'cv-anna.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await expect(form.locator('[data-file-icon="pdf"]')).toBeVisible();
    await expect(form.getByText('cv-anna.pdf')).toBeVisible();
    await expect(
      form.locator('[id$="-file-error"]').getByText('File should weigh max 5MB', { exact: true }),
    ).toHaveCount(0);
    await noAxeViolations(page, '[data-contact-form="job"]');

    await fillValid(page, form);
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('Dzięki za zangażowanie')).toBeVisible();
  });

  test('/en/contact-business: the contact form in English', async ({ page, stack }) => {
    await page.goto(`${variantOrigin(stack.web, 'business')}/en/contact-business`);
    const form = page.locator('[data-contact-form="contact"]');
    await expect(form).toBeVisible();
    for (const label of ['First name', 'Surname', 'E-mail', 'Phone', 'Your message']) {
      await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(form.locator('input[type="file"]')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('First name is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Surname is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(
      // The link in the caption also says, hidden, that it opens in a new tab.
      form.locator('label').filter({
        hasText: /^I have read the information about the administrator and data processing/,
      }),
    ).toBeVisible();
    await noAxeViolations(page, '[data-contact-form="contact"]');
  });

  test('the contact forms are on their pages', async ({ page, stack }) => {
    // The foundation's contact page links the foundation's privacy policy, the others the club's.
    for (const [origin, path, privacy] of [
      [stack.web, '/kontakt', club.urls.privacy.pl],
      [stack.web, `/fundacja-${club.club}-kontakt`, club.urls.privacy.foundation],
      [variantOrigin(stack.web, 'business'), '/contact-business', club.urls.privacy.pl],
    ] as const) {
      await page.goto(`${origin}${path}`);
      const form = page.locator('[data-contact-form="contact"]');
      await expect(form).toBeVisible();
      await expect(form.getByRole('button', { name: 'Wyślij' })).toBeVisible();
      await expect(
        form.getByRole('link', { name: /informacją o administratorze/ }),
      ).toHaveAttribute('href', privacy);
    }
  });

  test('a bot filling the honeypot gets the thanks, and nothing is sent', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.locator('[data-contact-form="contact"]');
    await fillValid(page, form);
    // What a bot does: every input filled, the hidden one too (it is out of reach for people).
    await form
      .locator('input[name="contact_me_by_fax_only"]')
      .evaluate((input: HTMLInputElement) => {
        input.value = '+48 22 000 00 00';
      });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/contact_form')) {
        posts.push(request.url());
      }
    });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(form.getByText('Wkrótce odpowiemy na Twoje pytanie')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('the job form fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/praca');
    const form = page.locator('[data-contact-form="job"]');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'a-very-long-file-name-of-a-curriculum-vitae-without-spaces-2026.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await expect(form.locator('[data-file-icon="pdf"]')).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
