import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { panoramaCsp, panoramaHtml, panoramaImagePath } from './panorama-page';

vi.mock('server-only', () => ({}));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the 360° viewer page', () => {
  it('takes plain picture paths only', () => {
    expect(panoramaImagePath('demo/photo-05.jpg')).toBe('demo/photo-05.jpg');
    expect(panoramaImagePath('photo.webp')).toBe('photo.webp');
    for (const bad of [
      null,
      '',
      '../secret.jpg',
      'demo/../../x.jpg',
      'https://evil.example/a.jpg',
      '//evil.example/a.jpg',
      'demo/a.svg',
      'demo/a.jpg?x=1',
      'demo/A.jpg',
      'demo/a".jpg',
    ]) {
      expect(panoramaImagePath(bad), String(bad)).toBeNull();
    }
  });

  it('is framed by its own origin only and runs only its own inline script and style', () => {
    const html = panoramaHtml('http://localhost:4000/images/demo/photo-05.jpg');
    const csp = panoramaCsp('http://localhost:4000');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('img-src http://localhost:4000');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`script-src ${sha256(script)}`);
    expect(csp).toContain(`style-src ${sha256(style)}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain('data-image="http://localhost:4000/images/demo/photo-05.jpg"');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Obróć w lewo"');
    expect(html).toContain('aria-label="Obróć w prawo"');
    expect(html).toContain('prefers-reduced-motion');
  });
});
