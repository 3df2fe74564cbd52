import { describe, expect, it } from 'vitest';
import { linkProps, opensNewTab } from './link-props';

const origins = ['https://trybuna.example'];

describe('linkProps (000 §2.9)', () => {
  it('keeps root-relative and own-origin links in the app', () => {
    expect(linkProps('/fundacja', origins)).toEqual({ href: '/fundacja' });
    expect(linkProps('https://trybuna.example/sklep?x=1', origins)).toEqual({
      href: 'https://trybuna.example/sklep?x=1',
    });
    expect(linkProps('#kontakt', origins)).toEqual({ href: '#kontakt' });
  });

  it('opens other links in a new tab with rel nofollow noopener', () => {
    const props = linkProps('https://bilety.example/mecz', origins);
    expect(props).toEqual({
      href: 'https://bilety.example/mecz',
      target: '_blank',
      rel: 'nofollow noopener',
    });
    expect(opensNewTab(props)).toBe(true);
    expect(linkProps('//cdn.example/x', origins).target).toBe('_blank');
    expect(linkProps('https://trybuna.example.evil.example/', origins).target).toBe('_blank');
  });

  it('hands mail and phone links over without a new tab', () => {
    expect(linkProps('mailto:biuro@example.com', origins)).toEqual({
      href: 'mailto:biuro@example.com',
    });
    expect(opensNewTab(linkProps('tel:+48220000000', origins))).toBe(false);
  });
});
