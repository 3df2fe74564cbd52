import { ALL_STAT_KEYS } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { countryName, memberFunction, positionLabel, roleLabel, statLabel } from './labels';

describe('member labels', () => {
  it('names the staff roles of 001 §3 in Polish, with the contract spellings', () => {
    expect(roleLabel('coach', 'pl')).toBe('Trener');
    expect(roleLabel('asistant', 'pl')).toBe('Asystent trenera');
    expect(roleLabel('hardware_facitilies', 'pl')).toBe('Kierownik ds. sprzętu i obiektów');
    expect(roleLabel('asistant', 'en')).toBe('Assistant coach');
  });

  it("reads any '{club}_lab' role as the lab manager", () => {
    expect(roleLabel('trybuna_lab', 'pl')).toBe('Kierownik laboratorium');
    expect(roleLabel('LEGIA_LAB', 'pl')).toBe('Kierownik laboratorium');
  });

  it('shows an unknown role as it is and nothing for none', () => {
    expect(roleLabel('bus_driver', 'pl')).toBe('bus driver');
    expect(roleLabel(null, 'pl')).toBeNull();
    expect(roleLabel('', 'pl')).toBeNull();
  });

  it('prefers the position to the role (001 §6)', () => {
    expect(positionLabel('Goalkeeper', 'pl')).toBe('Bramkarz');
    expect(memberFunction({ position: 'defender', role: 'captain' }, 'pl')).toBe('Obrońca');
    expect(memberFunction({ position: null, role: 'captain' }, 'pl')).toBe('Kapitan');
  });

  it('names the nationalities of 001 §3 and nothing else', () => {
    expect(countryName('pl', 'pl')).toBe('Polska');
    expect(countryName(' GB ', 'pl')).toBe('Wielka Brytania');
    expect(countryName('es', 'en')).toBe('Spain');
    expect(countryName('de', 'pl')).toBeNull();
    expect(countryName('toString', 'pl')).toBeNull();
  });

  it('labels every statistic key of 001 §3, in Polish and in English', () => {
    for (const key of ALL_STAT_KEYS) {
      expect(statLabel(key, 'pl'), key).not.toMatch(/_|^[a-z ]+$/);
      expect(statLabel(key, 'en'), key).not.toBe(key.replace(/_/g, ' '));
    }
    expect(statLabel('key_passes', 'pl')).toBe('Kluczowe podania');
    expect(new Set(ALL_STAT_KEYS.map((key) => statLabel(key, 'pl'))).size).toBe(47);
    // A key the spec does not name reads as itself.
    expect(statLabel('long_throws', 'pl')).toBe('long throws');
  });
});
