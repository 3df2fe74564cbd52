import { readFileSync } from 'node:fs';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { describe, expect, it } from 'vitest';

const file = readFileSync(new URL('./social-marks.svg', import.meta.url), 'utf8');

/** The `d` of a symbol's path in the file. */
function pathOf(id: string): string | undefined {
  return new RegExp(`<symbol id="${id}"[^>]*><path d="([^"]+)"/></symbol>`).exec(file)?.[1];
}

describe('social-marks.svg (the footer icons, a static file)', () => {
  it('draws the networks with the marks SocialIcon draws inline', () => {
    expect(pathOf('facebook')).toBe(siFacebook.path);
    expect(pathOf('instagram')).toBe(siInstagram.path);
    expect(pathOf('x')).toBe(siX.path);
    expect(pathOf('youtube')).toBe(siYoutube.path);
    expect(file).toContain('<symbol id="linkedin" viewBox="0 0 24 24"><rect');
  });

  it('has the size Next.js needs to import it as a static file', () => {
    expect(file).toMatch(/^<svg [^>]*width="24" height="24" viewBox="0 0 24 24"/);
  });
});
