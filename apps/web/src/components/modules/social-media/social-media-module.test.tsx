import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { SocialMediaModule } from './social-media-module';
import { postId } from './social-post';

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <SocialMediaModule component={component('social_media', attributes)} context={context} />,
  );

const classesOf = (html: string) => /<article class="([^"]+)"/.exec(html)?.[1] ?? '';

describe('SocialMediaModule', () => {
  it('shows a microblog post as a static card with its id, description and link', () => {
    const html = render({
      social_media_type: 'twitter',
      external_url: 'https://x.example/sokolwarszawa/status/1900000000000000002',
      description: 'Dziękujemy za doping!',
    });
    expect(html).toMatch(/<article class="[^"]+" aria-label="Wpis w serwisie X \(Twitter\)">/);
    expect(html).toContain('<span>X (Twitter)</span>');
    expect(html).toContain('<svg');
    expect(html).toContain('Wpis nr 1900000000000000002');
    expect(html).toContain('Dziękujemy za doping!');
    expect(html).toContain('href="https://x.example/sokolwarszawa/status/1900000000000000002"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener"');
    expect(html).toMatch(
      />Zobacz wpis<span class="visually-hidden"> \(otwiera się w nowej karcie\)<\/span><\/a>/,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<iframe');
    expect(classesOf(html)).toMatch(/post/);
  });

  it('keeps photo-network cards narrow and shows no post id outside the microblog', () => {
    const html = render({
      social_media_type: 'instagram',
      external_url: 'https://instagram.example/p/trybuna-demo-1',
      description: 'Kulisy treningu',
    });
    expect(html).toContain('aria-label="Wpis w serwisie Instagram"');
    expect(html).not.toContain('Wpis nr');
    expect(classesOf(html)).toMatch(/photo/);
    const facebook = render(
      { social_media_type: 'facebook', external_url: 'https://www.facebook.com/klub/posts/123' },
      { ...CONTEXT, locale: 'en' },
    );
    expect(facebook).toContain('aria-label="Post on Facebook"');
    expect(facebook).toContain('View post');
    expect(facebook).not.toContain('Post 123');
  });

  it('reads the network from the URL when the type is missing or unknown', () => {
    const html = render({
      social_media_type: 'myspace',
      external_url: 'https://twitter.com/klub/status/42',
    });
    expect(html).toContain('Wpis nr 42');
    const unknown = render({ external_url: 'https://www.mastodon.example/@klub/7' });
    expect(unknown).toContain('<span>mastodon.example</span>');
    expect(unknown).not.toContain('<svg');
  });

  it('renders nothing without a usable post URL', () => {
    expect(render({ social_media_type: 'twitter' })).toBe('');
    expect(render({ social_media_type: 'twitter', external_url: '  ' })).toBe('');
    expect(render({ social_media_type: 'twitter', external_url: 'javascript:alert(1)' })).toBe('');
    expect(render({ social_media_type: 'twitter', external_url: 'status/42' })).toBe('');
  });

  it('takes the last path segment as the post id', () => {
    expect(postId(new URL('https://x.com/a/status/123/'))).toBe('123');
    expect(postId(new URL('https://x.com/'))).toBeNull();
  });
});
