import { club } from '@trybuna/config';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { ContactFormModule } from './contact-form-module';
import { checkFields, INITIAL_STATE } from './form-state';
import { attrs, labelled, renderView, textOf } from './test-markup';

const ctx = { ...CONTEXT, apiBase: 'https://api.example/api/v3' };
const CAPTION = 'Zapoznałem/łam się z informacją o administratorze i przetwarzaniu danych.';

const renderForm = (
  form: string,
  extra: Record<string, unknown> = {},
  locale: 'pl' | 'en' = 'pl',
) =>
  renderModule(
    <ContactFormModule
      component={component('contact_form', { form, ...extra })}
      context={{ ...ctx, locale }}
    />,
    locale,
  );

describe('contact_form module (001 §3–§5)', () => {
  it('the volunteer form: labelled fields, "Your message", the optional attachment, the consent', () => {
    const html = renderForm('volunteer');
    expect(html).toContain('data-contact-form="volunteer"');
    expect(html).toMatch(
      /<h2 id="([^"]+)"[^>]*>Zostań wolontariuszem<\/h2><form[^>]*aria-labelledby="\1"/,
    );
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
    const field = (label: string) => attrs(html, labelled(html, label));
    expect(field('Imię')).toMatchObject({
      name: 'name',
      'aria-required': 'true',
      maxlength: '100',
    });
    expect(field('Nazwisko')).toMatchObject({ name: 'surname', 'aria-required': 'true' });
    expect(field('E-mail')).toMatchObject({ name: 'email', type: 'email', autocomplete: 'email' });
    expect(field('Telefon')).toMatchObject({ name: 'phone', type: 'tel' });
    expect(field('Telefon')['aria-required']).toBeUndefined();
    expect(field('Your message')).toMatchObject({ name: 'about_you' });
    expect(html).toMatch(
      /<label for="[^"]+">Your message<span[^>]*> \(opcjonalnie\)<\/span><\/label><textarea/,
    );
    const fileId = /<label for="([^"]+)" class="[^"]*fileButton/.exec(html)?.[1] ?? 'none';
    expect(attrs(html, fileId)).toMatchObject({
      type: 'file',
      name: 'file',
      accept: '.doc,.pdf,.docx',
      'aria-describedby': `${fileId}-hint`,
    });
    expect(html).toMatch(
      /fileButton[^"]*"><svg[^>]*>.*?<\/svg>Dodaj załącznik \(opcjonalnie\)<\/label>/,
    );
    expect(html).toMatch(
      new RegExp(`<p id="${fileId}-hint"[^>]*>Plik .pdf, .doc lub .docx, max 5MB</p>`),
    );
    expect(textOf(html)).toContain(`${CAPTION.slice(0, -1)} (otwiera się w nowej karcie).`);
    const consentId = /<label for="([^"]+-consent)">/.exec(html)?.[1] ?? 'none';
    expect(attrs(html, consentId)).toMatchObject({ type: 'checkbox', name: 'consent' });
    // Until the script runs the button is off: no native submit with the data in the address.
    expect(html).toMatch(/<button type="submit" class="[^"]*" disabled="">Wyślij<\/button>/);
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('the consent caption, verbatim, links the privacy policy PDF in a new tab', () => {
    const caption = (html: string) =>
      textOf(/<label for="[^"]+-consent">(.*?)<\/label>/.exec(html)?.[1] ?? '')
        .replace(' (otwiera się w nowej karcie)', '')
        .replace(' *', '');
    const volunteer = renderForm('volunteer');
    expect(caption(volunteer)).toBe(CAPTION);
    // Volunteering is the foundation's: its privacy policy.
    expect(volunteer).toContain(
      `<a href="${club.urls.privacy.foundation}" target="_blank" rel="noopener">`,
    );
    expect(renderForm('contact')).toContain(`<a href="${club.urls.privacy.pl}"`);
    expect(renderForm('contact', { privacy: 'foundation' })).toContain(
      `<a href="${club.urls.privacy.foundation}"`,
    );
  });

  it('the honeypot: named contact_me_by_fax_only, hidden, aria-hidden, out of the tab order, no autofill', () => {
    const html = renderForm('contact');
    const trap =
      /<div aria-hidden="true" class="[^"]*trap[^"]*"><label for="([^"]+)">Fax<\/label><input [^>]*\/><\/div>/.exec(
        html,
      );
    expect(attrs(html, trap?.[1] ?? 'none')).toEqual({
      id: trap?.[1],
      type: 'text',
      name: 'contact_me_by_fax_only',
      tabindex: '-1',
      autocomplete: 'off',
      value: '',
    });
  });

  it('the job form asks for the CV; the contact form has no attachment', () => {
    const job = renderForm('job');
    expect(job).toContain('Aplikuj do nas');
    expect(job).toContain('Dodaj CV');
    expect(job).toContain('accept=".doc,.pdf,.docx"');
    const contact = renderForm('contact');
    expect(contact).toContain('Napisz do nas');
    expect(contact).not.toContain('type="file"');
  });

  it('in English (/en/contact-business): English labels, messages and caption, the English policy', () => {
    const html = renderForm('contact', {}, 'en');
    expect(html).toContain('Write to us');
    for (const label of ['First name', 'Surname', 'E-mail', 'Phone', 'Your message']) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}`));
    }
    expect(html).toContain('(optional)');
    expect(textOf(html)).toContain(
      'I have read the information about the administrator and data processing (opens in a new tab).',
    );
    expect(html).toContain(`<a href="${club.urls.privacy.en}"`);
    expect(html).toContain('>Send</button>');
    const errors = renderView(
      { errors: checkFields(INITIAL_STATE.values, false) },
      { form: 'contact', privacyUrl: 'x' },
      'en',
    );
    for (const message of ['First name is required', 'Surname is required', 'Email is required']) {
      expect(errors).toContain(message);
    }
  });

  it('a module heading of its own replaces the form’s', () => {
    expect(renderForm('contact', { header: 'Kontakt z działem sprzedaży' })).toContain(
      '>Kontakt z działem sprzedaży</h2>',
    );
  });

  it('renders nothing for an unknown form or without the API', () => {
    expect(renderForm('newsletter')).toBe('');
    expect(
      renderModule(
        <ContactFormModule
          component={component('contact_form', { form: 'job' })}
          context={CONTEXT}
        />,
      ),
    ).toBe('');
  });
});
