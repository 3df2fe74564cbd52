import { businessLanguageKey, logoHref, TOP_LINKS } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { markCurrent, resolveLink } from '@/lib/menu-links';
import type { PageContext } from '@/lib/server/page-context';
import { AccountButton } from '@/components/auth/account-button';
import { BusinessLanguage } from './business-language';
import { Crest } from './crest';
import { SearchOverlay } from '@/components/search/search-overlay';
import { browserApiBase } from '@/lib/server/site';
import { shellMenuGroups } from './menu-groups';
import { MenuOverlay } from './menu-overlay';
import { RightLinks } from './right-links';
import { SmartLink } from './smart-link';
import { Switcher } from './switcher';
import styles from './shell.module.css';

/** Section names shown next to the crest and as the menu overlay's title. */
const SECTION_TITLES = {
  SOCCER: 'Piłka nożna',
  ACADEMY: 'Akademia',
  BUSINESS_PL: 'Biznes',
  BUSINESS_EN: 'Business',
  FOUNDATION: 'Fundacja',
  TENNIS_AND_GOLF: 'Tenis & Golf',
  ATHLETICS: 'Athletics',
  VOD: 'VOD',
} as const;

/** The header: switcher, logo home link (000 §2.3), top links, business language, menu. */
export function SiteHeader({ ctx }: { ctx: PageContext }) {
  const t = translator(ctx.locale);
  const { club } = ctx.links;
  const theme = club.themes[ctx.section];
  // 000 §2.4: each menu marks one current entry (the longest match, docs/spec-readings.md).
  const menu = shellMenuGroups(ctx);
  const [top] = markCurrent(
    [
      {
        id: 'top',
        links: TOP_LINKS[ctx.section].flatMap((item) => {
          const link = resolveLink(item, ctx.links);
          return link ? [link] : [];
        }),
      },
    ],
    ctx.path,
  );
  const topLinks = top?.links ?? [];
  const business = ctx.section === 'BUSINESS_PL' || ctx.section === 'BUSINESS_EN';
  return (
    <header className={styles.header}>
      <Switcher ctx={ctx} />
      <div className={`container ${styles.bar}`}>
        <SmartLink href={logoHref(ctx.section)} external={false} className={styles.logo}>
          <Crest initial={club.shortName.charAt(0)} primary={theme.primary} accent={theme.accent} />
          <span className={styles.logoText}>
            <span className={styles.clubName}>{club.displayName}</span>
            <span className={styles.sectionName}>{SECTION_TITLES[ctx.section]}</span>
          </span>
        </SmartLink>
        {topLinks.length > 0 ? (
          <nav aria-label={t('common.mainNavigation')} className={styles.topLinks}>
            <ul>
              {topLinks.map((link) => (
                <li key={link.id}>
                  <SmartLink href={link.href} external={link.external} current={link.current}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.actions}>
          {business ? (
            <BusinessLanguage
              current={ctx.section === 'BUSINESS_EN' ? 'en' : 'pl'}
              path={ctx.path}
              storageKey={businessLanguageKey(club.club)}
              label={t('shell.languageSwitch')}
            />
          ) : null}
          <SearchOverlay section={ctx.section} apiBase={browserApiBase()} />
          <AccountButton />
          <MenuOverlay groups={[...menu.columns, menu.legal]} title={SECTION_TITLES[ctx.section]} />
        </div>
      </div>
      <RightLinks ctx={ctx} />
    </header>
  );
}
