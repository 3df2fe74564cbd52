import type { SectionKey } from './sections';

/** 000 §2.7: any path containing 'ksiega-kondolencyjna' is the condolence book. */
export function isCondolenceBookPath(path: string): boolean {
  return path.includes('ksiega-kondolencyjna');
}

/** The fan-token page, `/{club}-fan-token` (000 §2.8, §9). */
export function isFanTokenPath(path: string): boolean {
  return path.includes('-fan-token');
}

/** 000 §2.7, §9: the sponsors page and anything under it. */
export function isSponsorsPath(path: string): boolean {
  return path.includes('sponsorzy');
}

/**
 * The shell blocks of 000 §9 "Display rules", decided for one page. Every flag is a rule of
 * the spec; the shell only renders what this returns.
 */
export interface ShellBlocks {
  /** Bottom sections (trophies, apps, partners, sponsors): hidden on fan-token and condolence-book paths. */
  bottomSections: boolean;
  /** Trophy counter: soccer only, hidden on sponsorzy paths. */
  trophies: boolean;
  /** Sponsor tree: hidden on sponsorzy paths. */
  sponsorTree: boolean;
  /** 'Meet all partners' button: hidden when already on /sponsorzy (000 §2.7). */
  meetAllPartners: boolean;
  /** App-download block (three stores): SOCCER and FOUNDATION. */
  appDownload: boolean;
  /** Technology partners: FOUNDATION and TENNIS_AND_GOLF. */
  technologyPartners: boolean;
  /** Top belt (ticket belt slot) and the soccer theme: SOCCER, not on fan-token paths. */
  topBelt: boolean;
  soccerTheme: boolean;
  /** Sponsor links exist only for SOCCER and TENNIS_AND_GOLF. */
  sponsorLinks: boolean;
}

export function shellBlocks(section: SectionKey, path: string): ShellBlocks {
  const bottom = !isFanTokenPath(path) && !isCondolenceBookPath(path);
  const sponsors = isSponsorsPath(path);
  const soccerLook = section === 'SOCCER' && !isFanTokenPath(path);
  return {
    bottomSections: bottom,
    trophies: bottom && section === 'SOCCER' && !sponsors,
    sponsorTree: bottom && !sponsors,
    meetAllPartners: !path.startsWith('/sponsorzy'),
    appDownload: bottom && (section === 'SOCCER' || section === 'FOUNDATION'),
    technologyPartners: bottom && (section === 'FOUNDATION' || section === 'TENNIS_AND_GOLF'),
    topBelt: soccerLook,
    soccerTheme: soccerLook,
    sponsorLinks: section === 'SOCCER' || section === 'TENNIS_AND_GOLF',
  };
}

/** 000 §9 sponsor belt image: 156x28 with 'SPONSOR GŁÓWNY' on soccer, 288x48 elsewhere. */
export function sponsorBeltImage(section: SectionKey): {
  width: number;
  height: number;
  label: string | null;
} {
  return section === 'SOCCER'
    ? { width: 156, height: 28, label: 'SPONSOR GŁÓWNY' }
    : { width: 288, height: 48, label: null };
}
