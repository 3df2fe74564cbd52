import { translator } from '@/lib/i18n';
import { sectionSocials } from '@/lib/menu-links';
import type { PageContext } from '@/lib/server/page-context';
import { LinkList } from './link-list';
import { shellMenuGroups } from './menu-groups';
import { SocialIconFromFile } from './social-icon';
import styles from './shell.module.css';

/**
 * The section's footer: its menu groups as link columns, the legal links of 000 §2.7 (rules,
 * privacy per section), the section's social profiles (000 §2.8) and the club line. The link
 * lists are `LinkList`s of the menu island's own link objects (`shellMenuGroups`), so the
 * page's RSC payload does not hold them twice.
 */
export function SiteFooter({ ctx }: { ctx: PageContext }) {
  const t = translator(ctx.locale);
  const { club } = ctx.links;
  const { columns, legal } = shellMenuGroups(ctx);
  const newTabNote = t('common.externalLink');
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
              <LinkList links={column.links} newTabNote={newTabNote} />
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
                    <SocialIconFromFile network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={styles.legal}>
          <LinkList links={legal.links} newTabNote={newTabNote} />
          <p>
            © {new Date().getFullYear()} {club.displayName}. {t('shell.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}
