import type { MenuItem } from './menu-items';
import type { SectionKey } from './sections';

/** A footer link of 000 §3 "Navigation items": internal `href`, or a config URL key (`external`). */
export interface FooterLink extends MenuItem {
  /** Appended to the external URL (the tennis privacy PDF under `{media-files-url}/documents/`). */
  suffix?: string;
  /** Shown with the outbound-link icon (000 §2.8 "(external)"). */
  withIcon?: boolean;
}

const RULES: FooterLink = { id: 'rules', label: 'Regulaminy', href: '/regulaminy' };
const RULES_EN: FooterLink = { id: 'rules', label: 'Terms and rules', href: '/regulaminy' };

/**
 * 000 §2.7 legal links of a section's footer: the rules page (linked from every footer) and
 * the privacy policy. FOUNDATION uses its own privacy URL; TENNIS_AND_GOLF and FOUNDATION show
 * no English privacy link; the tennis footer links a privacy PDF at {media-files-url}/documents/.
 */
export function footerLegalLinks(section: SectionKey): FooterLink[] {
  switch (section) {
    case 'FOUNDATION':
      return [
        RULES,
        {
          id: 'privacy-pl',
          label: 'Polityka prywatności',
          external: 'privacy.foundation',
          withIcon: true,
        },
      ];
    case 'TENNIS_AND_GOLF':
      return [
        RULES,
        {
          id: 'privacy-pl',
          label: 'Polityka prywatności',
          external: 'mediaFiles',
          suffix: '/documents/polityka-prywatnosci-tenis-golf.pdf',
          withIcon: true,
        },
      ];
    case 'BUSINESS_EN':
      return [
        RULES_EN,
        { id: 'privacy-en', label: 'Privacy policy', external: 'privacy.en', withIcon: true },
        { id: 'privacy-pl', label: 'Polityka prywatności', external: 'privacy.pl', withIcon: true },
      ];
    default:
      return [
        RULES,
        { id: 'privacy-pl', label: 'Polityka prywatności', external: 'privacy.pl', withIcon: true },
        { id: 'privacy-en', label: 'Privacy policy', external: 'privacy.en', withIcon: true },
      ];
  }
}

/** 000 §2.8 social links per sub-site, in the spec's order (the config holds the URLs). */
export const SECTION_SOCIALS: Readonly<Record<SectionKey, readonly string[]>> = {
  SOCCER: ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'],
  ACADEMY: ['facebook', 'x', 'instagram', 'youtube'],
  BUSINESS_PL: ['linkedin'],
  BUSINESS_EN: ['linkedin'],
  FOUNDATION: ['facebook', 'instagram', 'youtube'],
  TENNIS_AND_GOLF: ['facebook', 'instagram', 'linkedin'],
  ATHLETICS: ['facebook', 'instagram'],
  VOD: [],
};

/** 000 §2.8 top links per section (news, matches, team, tours on soccer). */
export const TOP_LINKS: Readonly<Record<SectionKey, readonly MenuItem[]>> = {
  SOCCER: [
    { id: 'news', label: 'Aktualności', href: '/aktualnosci/wszystkie' },
    { id: 'matches', label: 'Mecze', href: '/pilka-nozna/terminarz/nadchodzace-mecze' },
    { id: 'team', label: 'Drużyna', href: '/pilka-nozna/druzyna' },
    { id: 'tours', label: 'Wycieczki', href: '/wycieczki' },
  ],
  ACADEMY: [
    { id: 'news', label: 'Aktualności', href: '/aktualnosci-akademii' },
    { id: 'matches', label: 'Mecze', href: '/terminarze-wyniki' },
    { id: 'teams', label: 'Drużyny', href: '/druzyna' },
  ],
  BUSINESS_PL: [
    { id: 'sponsoring', label: 'Sponsoring', href: '/sponsoring' },
    { id: 'matchday', label: 'Matchday', href: '/matchday-offer' },
    { id: 'contact', label: 'Kontakt', href: '/contact-business' },
  ],
  BUSINESS_EN: [
    { id: 'sponsoring', label: 'Sponsoring', href: '/en/sponsoring' },
    { id: 'matchday', label: 'Matchday', href: '/en/matchday-offer' },
    { id: 'contact', label: 'Contact', href: '/en/contact-business' },
  ],
  FOUNDATION: [
    { id: 'stories', label: 'Nasze historie', href: '/nasze-historie' },
    { id: 'programs', label: 'Nasze programy', href: '/nasze-programy' },
    { id: 'support', label: 'Wspieraj', href: '/wspieraj-fundacje-{club}' },
  ],
  TENNIS_AND_GOLF: [
    { id: 'prices', label: 'Cennik', href: '/tenis-golf-cennik' },
    { id: 'booking', label: 'Rezerwacja kortów', href: '/tenis-golf-rezerwacja-kortow' },
    { id: 'contact', label: 'Kontakt', href: '/tenis-golf-kontakt' },
  ],
  ATHLETICS: [
    { id: 'news', label: 'Aktualności', href: '/aktualnosci-athletics' },
    { id: 'about', label: 'O klubie', href: '/o-klubie-athletics' },
    { id: 'join', label: 'Dołącz', href: '/dolacz-do-{club}-athletics' },
  ],
  VOD: [],
};
