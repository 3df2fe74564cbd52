import { club } from '@trybuna/config';
import { footerLegalLinks, MENUS } from '@trybuna/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageContext } from '@/lib/server/page-context';
import { LinkList } from './link-list';
import { shellMenuGroups } from './menu-groups';

vi.mock('server-only', () => ({}));

const ctx = (path: string): PageContext => ({
  variant: 'soccer',
  locale: 'pl',
  path,
  section: 'SOCCER',
  links: {
    club,
    words: { club: club.club, abbr: club.abbr, partnerBank: club.partnerBankSlug },
    origins: {
      soccer: 'http://localhost:3000',
      academy: 'http://akademia.localhost:3000',
      athletics: 'http://athletics.localhost:3000',
      business: 'http://biznes.localhost:3000',
    },
    variant: 'soccer',
  },
});

describe('shellMenuGroups (the menu island and the footer share them)', () => {
  it("holds the section's menu groups, then the legal links of 000 §2.7", () => {
    const { columns, legal } = shellMenuGroups(ctx('/'));
    expect(columns.map((group) => group.id)).toEqual(MENUS.SOCCER.map((group) => group.id));
    expect(legal.id).toBe('legal');
    expect(legal.links.map((link) => link.label)).toEqual(
      footerLegalLinks('SOCCER').map((item) => item.label),
    );
  });

  it("marks the menu's one current entry (000 §2.4) and no other", () => {
    const { columns, legal } = shellMenuGroups(ctx('/pilka-nozna/druzyna'));
    const current = [...columns, legal].flatMap((group) =>
      group.links.filter((link) => link.current).map((link) => [link.href, link.current]),
    );
    expect(current).toEqual([['/pilka-nozna/druzyna', 'page']]);
  });
});

describe('LinkList (the footer columns)', () => {
  it('renders each link as SmartLink does: in-app, own site, outbound with icon and note', () => {
    const html = renderToStaticMarkup(
      <LinkList
        newTabNote="(otwiera się w nowej karcie)"
        links={[
          { label: 'Puby', href: '/puby', current: 'page' },
          { label: 'Akademia', href: 'http://akademia.localhost:3000/' },
          { label: 'Bilety', href: 'https://bilety.example', external: true },
        ]}
      />,
    );
    expect(html).toBe(
      '<ul><li><a href="/puby">Puby</a></li>' +
        '<li><a href="http://akademia.localhost:3000/">Akademia</a></li>' +
        '<li><a href="https://bilety.example" target="_blank" rel="nofollow noopener">Bilety' +
        '<svg width="14" height="14" aria-hidden="true"><use href="#icon-external-link"></use></svg>' +
        '<span class="visually-hidden"> (otwiera się w nowej karcie)</span></a></li></ul>',
    );
  });
});
