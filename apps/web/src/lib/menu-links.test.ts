import { club, parseClubConfig, demoClub } from '@trybuna/config';
import { describe, expect, it } from 'vitest';
import { resolveLinks, sectionSocials, type LinkContext } from './menu-links';

const ctx: LinkContext = {
  club,
  words: { club: club.club, abbr: club.abbr, partnerBank: club.partnerBankSlug },
  origins: {
    soccer: 'http://localhost:3000',
    academy: 'http://akademia.localhost:3000',
    athletics: 'http://athletics.localhost:3000',
    business: 'http://biznes.localhost:3000',
  },
  variant: 'soccer',
};

describe('sectionSocials (000 §2.8 social profiles per section)', () => {
  it("lists the section's networks in the spec's order with the config's URLs", () => {
    expect(sectionSocials('ACADEMY', club).map((s) => s.network)).toEqual([
      'facebook',
      'x',
      'instagram',
      'youtube',
    ]);
    expect(sectionSocials('ACADEMY', club)[0]?.url).toBe(club.urls.socials.ACADEMY.facebook);
  });

  it('leaves out a network the club has no URL for', () => {
    const config = structuredClone(demoClub);
    delete (config.urls.socials.ACADEMY as { x?: string }).x;
    const networks = sectionSocials('ACADEMY', parseClubConfig(config)).map((s) => s.network);
    expect(networks).toEqual(['facebook', 'instagram', 'youtube']);
  });
});

describe('resolveLinks', () => {
  it('resolves internal items and drops external ones with no URL in config', () => {
    const links = resolveLinks(
      [
        { id: 'rules', label: 'Regulaminy', href: '/regulaminy' },
        { id: 'nowhere', label: 'Nigdzie', external: 'noSuchConfigKey' },
      ],
      ctx,
    );
    expect(links.map((l) => [l.id, l.href])).toEqual([['rules', '/regulaminy']]);
  });
});
