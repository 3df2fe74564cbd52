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

  it('labels every statistic a profile can show', () => {
    for (const key of [
      'yellow_cards',
      'red_cards',
      'shots',
      'gk_shots_saved',
      'goals',
      'minutes_played',
      'matches_played',
      'penalty_goals_successful',
      'assists',
      'shots_on_target',
    ]) {
      expect(statLabel(key, 'pl')).not.toBe(key);
    }
    expect(statLabel('key_passes', 'pl')).toBe('key passes');
  });
});
