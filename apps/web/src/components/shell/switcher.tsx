import { switcherLinks } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import type { PageContext } from '@/lib/server/page-context';
import { SmartLink } from './smart-link';
import styles from './shell.module.css';

/**
 * Runs as the parser reaches it, before the first paint: where the switcher's one row scrolls
 * (phones) and the current entry is past its end, the row scrolls just far enough to show it
 * whole. Scrolling is not a layout shift, and nothing hydrates for it.
 */
const SWITCHER_SCRIPT = `(function(s){var u=s&&s.previousElementSibling,c=u&&u.querySelector('[aria-current]');if(!c||u.scrollWidth<=u.clientWidth)return;var d=c.getBoundingClientRect().right-u.getBoundingClientRect().right;if(d>0)u.scrollLeft+=d+parseFloat(getComputedStyle(u).paddingRight)})(document.currentScript)`;

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
      <script dangerouslySetInnerHTML={{ __html: SWITCHER_SCRIPT }} />
    </nav>
  );
}
