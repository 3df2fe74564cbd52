import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { VideoModule } from './video-module';

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <VideoModule component={component('video', attributes)} context={context} />,
  );

const video = (url: string | null, description: string | null = 'Skrót meczu') => ({
  video: { external_url: url, description },
  match_center_content: '<p>Zobacz najważniejsze momenty.</p>',
});

describe('VideoModule', () => {
  it('plays YouTube in a lazy, titled, privacy-enhanced 16:9 frame with the comment below', () => {
    const html = render(video('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s'));
    expect(html.startsWith('<figure class="container')).toBe(true);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90"');
    expect(html).toContain('title="Skrót meczu"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('allowFullScreen=""');
    expect(html).toMatch(
      /<figcaption[^>]*><p[^>]*>Skrót meczu<\/p><div class="rich-text [^"]*"><p>Zobacz najważniejsze momenty.<\/p><\/div><\/figcaption>/,
    );
    expect(html.indexOf('<iframe')).toBeLessThan(html.indexOf('<figcaption'));
  });

  it('plays Vimeo and names an undescribed player generically', () => {
    const html = render({ video: { external_url: 'https://vimeo.com/76979871' } });
    expect(html).toContain('src="https://player.vimeo.com/video/76979871?dnt=1"');
    expect(html).toContain('title="Wideo"');
    expect(html).not.toContain('figcaption');
    expect(
      render({ video: { external_url: 'https://vimeo.com/1' } }, { ...CONTEXT, locale: 'en' }),
    ).toContain('title="Video"');
  });

  it("plays .mp4 files in the browser's player, loading nothing up front", () => {
    const html = render(video('https://cdn.example/klip.MP4?v=2'));
    expect(html).toMatch(
      /<video class="[^"]+" controls="" preload="none" playsInline="" aria-label="Skrót meczu">/,
    );
    expect(html).toContain('<source src="https://cdn.example/klip.MP4?v=2" type="video/mp4"/>');
    expect(html).not.toContain('<iframe');
  });

  it("plays the club's own clips from the API's /media/ with their poster and captions", () => {
    const context = { ...CONTEXT, apiBase: 'https://api.trybuna.example/api/v3' };
    const html = render(video('https://api.trybuna.example/media/wideo/gol.webm'), context);
    expect(html).toContain('poster="https://api.trybuna.example/media/wideo/gol.jpg"');
    expect(html).toContain('crossorigin="anonymous"');
    expect(html).toContain('preload="none"');
    expect(html).toContain(
      '<source src="https://api.trybuna.example/media/wideo/gol.webm" type="video/webm"/>',
    );
    expect(html).toContain(
      '<track kind="captions" src="https://api.trybuna.example/media/wideo/gol.vtt" srcLang="pl" label="Napisy (polski)"/>',
    );
    // Another origin's file: no guessed poster or captions (they may not exist).
    const other = render(video('https://cdn.example/klip.webm'), context);
    expect(other).not.toContain('poster=');
    expect(other).not.toContain('<track');
  });

  it('links any other video URL (the demo content’s own pages) instead of embedding it', () => {
    const own = render(video('https://trybuna.example/media/wideo/akademia'));
    expect(own).toContain('href="https://trybuna.example/media/wideo/akademia"');
    expect(own).not.toContain('target=');
    expect(own).toContain('Obejrzyj wideo');
    expect(own).toContain('<span class="visually-hidden">: Skrót meczu</span>');
    expect(own).not.toContain('<iframe');
    expect(own).not.toContain('<video');
    const external = render(video('https://tv.partner.example/mecz/12'));
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="nofollow noopener"');
  });

  it('renders nothing without a playable or linkable URL', () => {
    expect(render({})).toBe('');
    expect(render({ video: null })).toBe('');
    expect(render(video(null))).toBe('');
    expect(render(video('javascript:alert(1)'))).toBe('');
    expect(render(video('not a url'))).toBe('');
    expect(render({ video: 'https://youtu.be/dQw4w9WgXcQ' })).toBe('');
  });
});
