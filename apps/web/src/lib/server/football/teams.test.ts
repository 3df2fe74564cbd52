import type { Squad } from '@trybuna/api-client';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/server/site', () => ({
  apiClient: () => ({}),
  club: { displayName: 'Trybuna Demo', academyClubName: 'Akademia Trybuna' },
}));

const { bySeason, currentOf } = await import('./teams');

const squad = (id: string, season: string | null, current = false): Squad => ({
  id,
  type: 'squads',
  name: `Pierwsza drużyna ${season ?? ''}`.trim(),
  season:
    season === null ? null : { id: `s${id}`, type: 'seasons', name: season, is_current: current },
});

describe("a team's squads (001 §2)", () => {
  it('lists the current season first, then the others newest season first', () => {
    const squads = [
      squad('3', '2024/25'),
      squad('1', '2026/27', true),
      squad('9', '2025/26'),
      squad('4', null),
    ];
    expect(bySeason(squads).map((s) => s.id)).toEqual(['1', '9', '3', '4']);
    expect(currentOf(bySeason(squads))?.id).toBe('1');
  });

  it('without a current season the newest season is the current squad; none without squads', () => {
    const squads = bySeason([squad('3', '2024/25'), squad('2', '2025/26')]);
    expect(currentOf(squads)?.id).toBe('2');
    expect(currentOf([])).toBeNull();
  });
});
