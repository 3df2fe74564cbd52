import { describe, expect, it } from 'vitest';
import { parseHeightWeight, personJsonLd } from './person-json-ld';

describe('heightWeight read for structured data', () => {
  it.each([
    ['184 cm / 78 kg', 184, 78],
    ['78kg, 184cm', 184, 78],
    ['1,5 cm', 1.5, null],
    ['wzrost nieznany', null, null],
    [null, null, null],
  ])('%s → %s cm, %s kg', (text, height, weight) => {
    expect(parseHeightWeight(text)).toEqual({ height, weight });
  });
});

describe('Person JSON-LD of a profile', () => {
  const base = {
    name: 'Jan Kowalski',
    url: 'https://trybuna.example/pilka-nozna/druzyna/zawodnik/jan-kowalski/7',
    image: 'https://trybuna.example/api/images/fit-in/316x316/jan.jpg',
    birthDate: '1999-03-04',
    nationality: 'Polska',
    heightWeight: '184 cm / 78 kg',
    jobTitle: null,
    club: { name: 'Trybuna Demo', url: 'https://trybuna.example/' },
  };

  it('names the person, their club and what is known of them', () => {
    expect(personJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Jan Kowalski',
      url: base.url,
      image: base.image,
      birthDate: '1999-03-04',
      nationality: { '@type': 'Country', name: 'Polska' },
      height: { '@type': 'QuantitativeValue', value: 184, unitCode: 'CMT', unitText: 'cm' },
      weight: { '@type': 'QuantitativeValue', value: 78, unitCode: 'KGM', unitText: 'kg' },
      memberOf: {
        '@type': 'SportsTeam',
        name: 'Trybuna Demo',
        sport: 'Soccer',
        url: 'https://trybuna.example/',
      },
    });
  });

  it('leaves out what is unknown or unreadable, and gives staff their role', () => {
    const data = personJsonLd({
      ...base,
      image: null,
      birthDate: 'kiedyś',
      nationality: null,
      heightWeight: null,
      jobTitle: 'Lekarz',
    });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'url', 'jobTitle', 'memberOf']);
  });
});
