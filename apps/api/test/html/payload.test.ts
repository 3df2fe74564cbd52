import { describe, expect, it } from 'vitest';
import { sanitizeField, sanitizePayload } from '../../src/html/payload';
import { createHtmlSanitizer } from '../../src/html/sanitizer';

const html = createHtmlSanitizer(['http://localhost:3000']);
const HOSTILE =
  '<p>Tekst</p><script>alert(1)</script><iframe src="https://wideo.example/e"></iframe>';
const AD = '<div id="ad"></div><script src="https://reklama.example/ad.js"></script>';

describe('sanitizePayload', () => {
  it('cleans `html` of text and quotation modules as rich text', () => {
    for (const kind of ['text', 'quotation', 'unknown_kind']) {
      expect(sanitizePayload(kind, { html: HOSTILE, anchor: 'a' }, html)).toEqual({
        html: '<p>Tekst</p>',
        anchor: 'a',
      });
    }
  });

  it('cleans an iframe module’s `html` as an embed', () => {
    expect(sanitizePayload('iframe', { html: HOSTILE }, html)).toEqual({
      html: '<iframe src="https://wideo.example/e"></iframe>',
    });
  });

  it('cleans image and video comments (`match_center_content`) as rich text', () => {
    for (const kind of ['image', 'video']) {
      const payload = { description: '<b>tekst</b>', match_center_content: HOSTILE };
      expect(sanitizePayload(kind, payload, html)).toEqual({
        // Plain-text fields are left as they are: the site prints them as text.
        description: '<b>tekst</b>',
        match_center_content: '<p>Tekst</p>',
      });
    }
  });

  it('returns an advertisement’s script as written, and drops `script` anywhere else', () => {
    const ad = { url: null, image_url: null, script: AD, alt: 'Reklama' };
    expect(sanitizePayload('advertisement', ad, html)).toEqual(ad);
    expect(sanitizePayload('text', { html: '<p>a</p>', script: AD }, html)).toEqual({
      html: '<p>a</p>',
    });
  });

  it('leaves fields that are not strings alone and does not change the stored payload', () => {
    const payload = { html: null, match_center_content: 7 };
    expect(sanitizePayload('text', payload, html)).toEqual(payload);
    const stored = { html: HOSTILE };
    sanitizePayload('text', stored, html);
    expect(stored.html).toBe(HOSTILE);
    expect(sanitizeField(undefined, html.rich)).toBeUndefined();
  });
});
