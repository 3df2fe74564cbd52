import { describe, expect, it } from 'vitest';
import { parseMemberParams, parseSquadParams, parseTeamParams } from './route-params';

describe('football page params', () => {
  it('reads the variant, language and team index', () => {
    expect(parseTeamParams({ variant: 'soccer', locale: 'pl', team: '1' })).toEqual({
      variant: 'soccer',
      locale: 'pl',
      teamIndex: 1,
    });
    expect(parseTeamParams({ variant: 'academy', locale: 'pl', team: '12' })?.teamIndex).toBe(12);
  });

  it.each([
    { variant: 'business', locale: 'pl', team: '0' },
    { variant: 'soccer', locale: 'en', team: '0' },
    { variant: 'soccer', locale: 'pl', team: '01' },
    { variant: 'soccer', locale: 'pl', team: '-1' },
    { variant: 'soccer', locale: 'pl', team: '100' },
  ])('is not found for %o', (params) => {
    expect(parseTeamParams(params)).toBeNull();
  });

  it('decodes the slug of a profile and checks its id', () => {
    expect(
      parseMemberParams({ variant: 'soccer', locale: 'pl', team: '0', slug: 'jos%C3%A9', id: '5' }),
    ).toEqual({ variant: 'soccer', locale: 'pl', teamIndex: 0, slug: 'josé', id: '5' });
    expect(
      parseMemberParams({ variant: 'soccer', locale: 'pl', team: '0', slug: '%E0', id: '5' }),
    ).toBeNull();
    expect(
      parseMemberParams({ variant: 'soccer', locale: 'pl', team: '0', slug: 'a', id: '5x' }),
    ).toBeNull();
  });

  it("reads a team's squad id (digits only)", () => {
    expect(parseSquadParams({ variant: 'soccer', locale: 'pl', team: '0', squad: '12' })).toEqual({
      variant: 'soccer',
      locale: 'pl',
      teamIndex: 0,
      squadId: '12',
    });
    for (const squad of [undefined, '', 'x', '1.5', '1234567890123']) {
      expect(parseSquadParams({ variant: 'soccer', locale: 'pl', team: '0', squad })).toBeNull();
    }
    expect(parseSquadParams({ variant: 'soccer', locale: 'en', team: '0', squad: '1' })).toBeNull();
  });
});
