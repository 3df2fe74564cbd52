import { describe, expect, it } from 'vitest';
import { shellBlocks, sponsorBeltImage } from '../src/display-rules';
import type { SectionKey } from '../src/sections';

describe('000 §9 display rules', () => {
  it.each([
    ['/sokol-fan-token', false],
    ['/ksiega-kondolencyjna-jan-kowalski', false],
    ['/o-klubie', true],
    ['/', true],
  ])('bottom sections on %s: %s', (path, shown) => {
    expect(shellBlocks('SOCCER', path).bottomSections).toBe(shown);
  });

  it.each([
    ['SOCCER', '/', true],
    ['SOCCER', '/sponsorzy', false],
    ['SOCCER', '/sokol-fan-token', false],
    ['FOUNDATION', '/fundacja', false],
    ['ACADEMY', '/', false],
  ] as const)('trophy counter on %s %s: %s', (section, path, shown) => {
    expect(shellBlocks(section, path).trophies).toBe(shown);
  });

  it('hides the sponsor tree on sponsorzy paths, and the meet-all-partners button on /sponsorzy', () => {
    expect(shellBlocks('SOCCER', '/sponsorzy').sponsorTree).toBe(false);
    expect(shellBlocks('SOCCER', '/sponsorzy').meetAllPartners).toBe(false);
    expect(shellBlocks('SOCCER', '/o-klubie').sponsorTree).toBe(true);
    expect(shellBlocks('SOCCER', '/o-klubie').meetAllPartners).toBe(true);
  });

  const sections: SectionKey[] = [
    'SOCCER',
    'ACADEMY',
    'BUSINESS_PL',
    'BUSINESS_EN',
    'FOUNDATION',
    'TENNIS_AND_GOLF',
    'ATHLETICS',
  ];
  it.each(sections)('%s: app download, technology partners, top belt, sponsor links', (section) => {
    const blocks = shellBlocks(section, '/');
    expect(blocks.appDownload).toBe(section === 'SOCCER' || section === 'FOUNDATION');
    expect(blocks.technologyPartners).toBe(
      section === 'FOUNDATION' || section === 'TENNIS_AND_GOLF',
    );
    expect(blocks.topBelt).toBe(section === 'SOCCER');
    expect(blocks.soccerTheme).toBe(section === 'SOCCER');
    expect(blocks.sponsorLinks).toBe(section === 'SOCCER' || section === 'TENNIS_AND_GOLF');
  });

  it('no top belt and no soccer theme on the fan-token page', () => {
    expect(shellBlocks('SOCCER', '/sokol-fan-token').topBelt).toBe(false);
    expect(shellBlocks('SOCCER', '/sokol-fan-token').soccerTheme).toBe(false);
  });

  it('sponsor belt image: 156x28 with SPONSOR GŁÓWNY on soccer, 288x48 elsewhere', () => {
    expect(sponsorBeltImage('SOCCER')).toEqual({ width: 156, height: 28, label: 'SPONSOR GŁÓWNY' });
    expect(sponsorBeltImage('FOUNDATION')).toEqual({ width: 288, height: 48, label: null });
  });
});
