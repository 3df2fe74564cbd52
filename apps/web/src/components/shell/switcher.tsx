import { switcherLinks } from '@trybuna/domain';
import { translator } from '../../lib/i18n';
import type { PageContext } from '../../lib/server/page-context';
import { SmartLink } from './smart-link';
import styles from './shell.module.css';

/** 000 §2.3 top section switcher: seven entries, the current one marked aria-current. */
export function Switcher({ ctx }: { ctx: PageContext }) {
  const t = translator(ctx.locale);
  const links = switcherLinks(ctx.variant, ctx.section, ctx.links.origins, ctx.links.club.urls.vod);
  return (
    <nav aria-label={t('common.sections')} className={styles.switcher}>
      <ul>
        {links.map((link) => (
          <li key={link.section}>
            <SmartLink
              href={link.href}
              external={link.external}
              current={link.current ? 'true' : false}
              className={styles.switcherLink}
              newTabNote={t('common.externalLink')}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
