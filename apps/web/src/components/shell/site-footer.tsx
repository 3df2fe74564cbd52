import { footerLegalLinks, MENUS } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { resolveLinks, sectionSocials } from '@/lib/menu-links';
import type { PageContext } from '@/lib/server/page-context';
import { SocialIcon } from './social-icon';
import { SmartLink } from './smart-link';
import styles from './shell.module.css';

/**
 * The section's footer: its menu groups as link columns, the legal links of 000 §2.7 (rules,
 * privacy per section), the section's social profiles (000 §2.8) and the club line.
 */
export function SiteFooter({ ctx }: { ctx: PageContext }) {
  const t = translator(ctx.locale);
  const { club } = ctx.links;
  const columns = MENUS[ctx.section].map((group) => ({
    id: group.id,
    label: group.label,
    links: resolveLinks(group.items, ctx.links),
  }));
  const legal = resolveLinks(footerLegalLinks(ctx.section), ctx.links);
  const socials = sectionSocials(ctx.section, club);
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.footerColumns}>
          {columns.map((column) => (
            <div key={column.id}>
              <h2 id={`footer-${column.id}`} className={styles.footerTitle}>
                {column.label}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${column.id}-${link.id}`}>
                    <SmartLink
                      href={link.href}
                      external={link.external}
                      newTabNote={t('common.externalLink')}
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {socials.length > 0 ? (
          <div className={styles.socials}>
            <h2 id="footer-socials" className={styles.footerTitle}>
              {t('shell.followUs')}
            </h2>
            <ul>
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="nofollow noopener" aria-label={network}>
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={styles.legal}>
          <ul>
            {legal.map((link) => (
              <li key={link.id}>
                <SmartLink
                  href={link.href}
                  external={link.external}
                  newTabNote={t('common.externalLink')}
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <p>
            © {new Date().getFullYear()} {club.displayName}. {t('shell.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}
