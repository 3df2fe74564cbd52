import { describe, expect, it } from 'vitest';
import { checkFields, INITIAL_STATE } from './form-state';
import type { ContactFormViewProps } from './contact-form-view';
import { attrs, renderView } from './test-markup';

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
