import { describe, expect, it } from 'vitest';
import { matchCentrePagePath, parseMatchCentreParams } from './match-centre-route';

describe('match centre route params', () => {
  it.each([
    [{ variant: 'soccer', locale: 'pl', id: '12' }, '/pilka-nozna/centrum-meczowe/12'],
    [{ variant: 'academy', locale: 'pl', id: '40' }, '/centrum-meczowe/40'],
  ])('%j → %s', (params, path) => {
    const route = parseMatchCentreParams(params);
    expect(route).not.toBeNull();
    if (route) expect(matchCentrePagePath(route)).toBe(path);
  });

  it.each([
    { variant: 'business', locale: 'pl', id: '12' },
    { variant: 'soccer', locale: 'en', id: '12' },
    { variant: 'soccer', locale: 'pl', id: 'abc' },
    { variant: 'soccer', locale: 'pl', id: '12abc' },
    { variant: 'soccer', locale: 'pl', id: '' },
  ])('%j is not found', (params) => {
    expect(parseMatchCentreParams(params)).toBeNull();
  });
});
