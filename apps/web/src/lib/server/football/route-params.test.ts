import { describe, expect, it } from 'vitest';
import { parseMemberParams, parseTeamParams } from './route-params';

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
});
