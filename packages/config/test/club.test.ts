import { describe, expect, it } from 'vitest';
import { club, demoClub, fillPlaceholders, parseClubConfig } from '../src';

describe('club configuration', () => {
  it('the demo club validates', () => {
    expect(club.club).toBe('sokol');
    expect(club.abbr).toBe('STC');
  });

  it('000 §9 trophy counter: 16 / 21 / 6', () => {
    expect(club.trophies).toEqual({ championships: 16, cups: 21, supercups: 6 });
  });

  it('has a theme for every section', () => {
    expect(Object.keys(club.themes).sort()).toEqual(
      [
        'ACADEMY',
        'ATHLETICS',
        'BUSINESS_EN',
        'BUSINESS_PL',
        'FOUNDATION',
        'SOCCER',
        'TENNIS_AND_GOLF',
        'VOD',
      ].sort(),
    );
  });

  it('rejects a bad colour and names the field', () => {
    const bad = {
      ...demoClub,
      themes: { ...demoClub.themes, SOCCER: { ...demoClub.themes.SOCCER, primary: 'green' } },
    };
    expect(() => parseClubConfig(bad)).toThrow(/themes\.SOCCER\.primary/);
  });

  it('rejects a {club} word that cannot sit in a slug', () => {
    expect(() => parseClubConfig({ ...demoClub, club: 'Sokół' })).toThrow(/club/);
  });

  it('000 §7.5 share: a messenger app id and a microblog account without @', () => {
    expect(club.share.messengerAppId).toMatch(/^[0-9]+$/);
    expect(club.share.microblogVia).toBe('sokolwarszawa');
    expect(() =>
      parseClubConfig({ ...demoClub, share: { ...demoClub.share, microblogVia: '@sokol' } }),
    ).toThrow(/share\.microblogVia/);
  });

  it('fills {club} and {abbr} placeholders', () => {
    expect(fillPlaceholders('/{club}-training-center-business#poznaj{abbr}')).toBe(
      '/sokol-training-center-business#poznajSTC',
    );
  });
});
