import { club } from '@trybuna/config';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '../test-fixtures';
import { renderModule } from '../test-render';
import { ContactFormModule } from './contact-form-module';
import { ContactFormView, type ContactFormViewProps } from './contact-form-view';
import { checkFields, INITIAL_STATE, type ContactFormState } from './form-state';

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

const noop = () => undefined;

function renderView(state: Partial<ContactFormState>, props: Partial<ContactFormViewProps> = {}) {
  return renderModule(
    <ContactFormView
      form="volunteer"
      header={null}
      privacyUrl="https://media.example/privacy.pdf"
      state={{ ...INITIAL_STATE, ...state }}
      ready
      announcement=""
      idBase="cf"
      onEdit={noop}
      onConsent={noop}
      onChooseFile={noop}
      onRemoveFile={noop}
      onSubmit={noop}
      {...props}
    />,
  );
}

/** The text of the markup, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

/** The attributes of the element with this id (lower-case names, in any order). */
function attrs(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const pairs = [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m): [string, string] => [
    (m[1] ?? '').toLowerCase(),
    m[2] ?? '',
  ]);
  return Object.fromEntries(pairs);
}

/** The id of the control a label names (`<label for>` with this text first). */
function labelled(html: string, text: string): string {
  return new RegExp(`<label for="([^"]+)">${text}`).exec(html)?.[1] ?? 'none';
}

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
    const errors = renderModule(
      <ContactFormView
        form="contact"
        header={null}
        privacyUrl="x"
        state={{ ...INITIAL_STATE, errors: checkFields(INITIAL_STATE.values, false) }}
        ready
        announcement=""
        idBase="cf"
        onEdit={noop}
        onConsent={noop}
        onChooseFile={noop}
        onRemoveFile={noop}
        onSubmit={noop}
      />,
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

describe('contact form states', () => {
  it('submitted empty: the three messages verbatim by their fields, invalid and described', () => {
    const html = renderView({ errors: checkFields(INITIAL_STATE.values, false) });
    for (const [field, message] of [
      ['name', 'Imię jest wymagane'],
      ['surname', 'Nazwisko jest wymagane'],
      ['email', 'Email jest wymagany'],
    ]) {
      expect(attrs(html, `cf-${field}`)).toMatchObject({
        name: field,
        'aria-invalid': 'true',
        'aria-describedby': `cf-${field}-error`,
      });
      expect(html).toMatch(
        new RegExp(`<p id="cf-${field}-error" class="[^"]*error[^"]*">.*${message}</p>`),
      );
    }
    expect(attrs(html, 'cf-phone')['aria-invalid']).toBeUndefined();
  });

  it('consent unchecked on submit: the caption in the error style, the box invalid and described', () => {
    const html = renderView({ errors: { consent: 'consentRequired' } });
    expect(html).toMatch(/<div class="[^"]*consent[^"]* [^"]*consentError[^"]*">/);
    expect(attrs(html, 'cf-consent')).toMatchObject({
      type: 'checkbox',
      'aria-required': 'true',
      'aria-invalid': 'true',
      'aria-describedby': 'cf-consent-error',
    });
    // The caption (the checkbox's label) carries the error icon inside the error style.
    expect(html).toMatch(
      /consentError[^"]*"><input [^>]*><label for="cf-consent"><svg[^>]*aria-hidden="true"/,
    );
    expect(html).toContain(
      '<p id="cf-consent-error" class="visually-hidden">Zgoda jest wymagana</p>',
    );
    expect(renderView({})).not.toContain('consentError');
  });

  it('the live region says what the hook announces (the errors, a refused file)', () => {
    const html = renderView(
      {},
      { announcement: 'Popraw formularz: Imię jest wymagane; Zgoda jest wymagana' },
    );
    expect(html).toContain(
      '<p role="status" class="visually-hidden">Popraw formularz: Imię jest wymagane; Zgoda jest wymagana</p>',
    );
  });

  it('a chosen file: the pdf or doc icon, its name and a remove button', () => {
    const pdf = renderView({ file: { blob: new Blob([]), name: 'cv-anna.pdf', kind: 'pdf' } });
    expect(pdf).toMatch(/<svg[^>]*role="img" aria-label="PDF" data-file-icon="pdf"/);
    expect(pdf).toContain('>cv-anna.pdf</span>');
    expect(pdf).toContain('aria-label="Usuń plik cv-anna.pdf">Usuń</button>');
    const doc = renderView({ file: { blob: new Blob([]), name: 'cv.docx', kind: 'docx' } });
    expect(doc).toMatch(/aria-label="DOC" data-file-icon="doc"/);
    expect(renderView({})).not.toContain('data-file-icon');
  });

  it('a refused file: "File should weigh max 5MB" or the type message by the file input', () => {
    const big = renderView({ errors: { file: 'fileTooBig' } }, { form: 'job' });
    expect(attrs(big, 'cf-file')).toMatchObject({
      type: 'file',
      'aria-invalid': 'true',
      'aria-describedby': 'cf-file-hint cf-file-error',
    });
    expect(big).toMatch(/<p id="cf-file-error"[^>]*>.*File should weigh max 5MB<\/p>/);
    expect(renderView({ errors: { file: 'fileType' } })).toContain(
      'Ten plik nie jest dokumentem .pdf, .doc ani .docx.',
    );
  });

  it('ready: the send button on', () => {
    expect(renderView({})).toMatch(/<button type="submit" class="[^"]*">Wyślij<\/button>/);
  });

  it('while sending: the button disabled with a busy label, the form aria-busy', () => {
    const html = renderView({ status: 'sending' });
    expect(html).toMatch(/<form[^>]*aria-busy="true"/);
    expect(html).toMatch(/<button type="submit" class="[^"]*" disabled="">Wysyłanie…<\/button>/);
  });

  it('sent: the form replaced by the thanks message, which can take focus', () => {
    const thanks = (form: ContactFormViewProps['form']) => {
      const html = renderView({ status: 'sent' }, { form });
      expect(html).not.toContain('<form');
      return /<p tabindex="-1" role="status" class="[^"]*thanks[^"]*">([^<]+)<\/p>/.exec(html)?.[1];
    };
    expect(thanks('contact')).toBe('Wkrótce odpowiemy na Twoje pytanie');
    expect(thanks('volunteer')).toBe('Dzięki za zangażowanie');
    expect(thanks('job')).toBe('Dzięki za zangażowanie');
  });

  it('a failed send keeps what the fan typed; a rate limit says to try again later', () => {
    const values = { ...INITIAL_STATE.values, name: 'Anna', about_you: 'Chcę pomagać w weekendy.' };
    const html = renderView({ values, consent: true, notice: 'rateLimited' });
    expect(attrs(html, 'cf-name').value).toBe('Anna');
    expect(html).toContain('>Chcę pomagać w weekendy.</textarea>');
    expect(attrs(html, 'cf-consent').checked).toBe('');
    expect(html).toMatch(
      /<p role="alert" class="[^"]*notice[^"]*">Wysłano zbyt wiele zgłoszeń\. Spróbuj ponownie później\.<\/p>/,
    );
    expect(renderView({ values })).not.toContain('role="alert"');
  });
});
