/** A schema.org QuantitativeValue with its UN/CEFACT unit code. */
interface Quantity {
  '@type': 'QuantitativeValue';
  value: number;
  unitCode: string;
  unitText: string;
}

/**
 * 001 §3 `heightWeight` ('184 cm / 78 kg', in either order, with or without spaces or a
 * comma) read as a height in cm and a weight in kg; each null when it is not there.
 */
export function parseHeightWeight(text: string | null | undefined): {
  height: number | null;
  weight: number | null;
} {
  const source = (text ?? '').toLowerCase().replace(',', '.');
  const number = (unit: string) => {
    const match = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${unit}\\b`).exec(source);
    const value = match ? Number(match[1]) : NaN;
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return { height: number('cm'), weight: number('kg') };
}

export interface PersonFacts {
  name: string;
  url: string;
  image: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate: string | null;
  /** The country's name (001 §3 nationality codes es, gb, pl). */
  nationality: string | null;
  heightWeight: string | null;
  jobTitle: string | null;
  club: { name: string; url: string };
}

/**
 * The Person structured data of a profile (001 §2): name, url, image, birth date,
 * nationality, height and weight when readable, the role, and the club (a SportsTeam) as
 * `memberOf`. Unknown fields are left out.
 */
export function personJsonLd(facts: PersonFacts): Record<string, unknown> {
  const { height, weight } = parseHeightWeight(facts.heightWeight);
  const quantity = (value: number, unitCode: string, unitText: string): Quantity => ({
    '@type': 'QuantitativeValue',
    value,
    unitCode,
    unitText,
  });
  const birthDate = /^\d{4}-\d{2}-\d{2}/.exec(facts.birthDate ?? '')?.[0] ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: facts.name,
    url: facts.url,
    ...(facts.image ? { image: facts.image } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...(facts.nationality ? { nationality: { '@type': 'Country', name: facts.nationality } } : {}),
    ...(height ? { height: quantity(height, 'CMT', 'cm') } : {}),
    ...(weight ? { weight: quantity(weight, 'KGM', 'kg') } : {}),
    ...(facts.jobTitle ? { jobTitle: facts.jobTitle } : {}),
    memberOf: {
      '@type': 'SportsTeam',
      name: facts.club.name,
      sport: 'Soccer',
      url: facts.club.url,
    },
  };
}
