import { keepsTagSelection } from '@trybuna/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptTag, noteSection, rememberTag } from './search-memory';

describe('search overlay tag memory (000 §4.4)', () => {
  beforeEach(() => {
    rememberTag(null, 'SOCCER');
  });

  it('keeps the selected tag on pages of the same kind', () => {
    rememberTag('derby', 'SOCCER');
    noteSection('SOCCER');
    expect(keptTag('SOCCER', keepsTagSelection)).toBe('derby');
    rememberTag('juniorzy', 'ACADEMY');
    noteSection('ATHLETICS');
    expect(keptTag('FOUNDATION', keepsTagSelection)).toBe('juniorzy');
  });

  it('clears it when the site switches between soccer and non-soccer, even back again', () => {
    rememberTag('derby', 'SOCCER');
    expect(keptTag('ACADEMY', keepsTagSelection)).toBe(null);
    noteSection('ACADEMY');
    noteSection('SOCCER');
    expect(keptTag('SOCCER', keepsTagSelection)).toBe(null);
  });

  it('has none before a tag is selected or after it is deselected', () => {
    expect(keptTag('SOCCER', keepsTagSelection)).toBe(null);
    rememberTag('derby', 'SOCCER');
    rememberTag(null, 'SOCCER');
    expect(keptTag('SOCCER', keepsTagSelection)).toBe(null);
  });
});
