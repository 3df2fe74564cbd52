import { RIGHT_LINKS } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { resolveLinks, sectionSocials } from '@/lib/menu-links';
import type { PageContext } from '@/lib/server/page-context';
import { SmartLink } from './smart-link';
import { SocialIcon } from './social-icon';
import styles from './shell.module.css';

/**
 * 000 §2.8 right links of a section's header (ACADEMY: about, alumni, contact, then its socials
 * facebook, x, instagram and youtube from the club config); nothing on sections without them.
 */
export function RightLinks({ ctx }: { ctx: PageContext }) {
  const items = RIGHT_LINKS[ctx.section];
  if (!items) return null;
  const t = translator(ctx.locale);
  const { club } = ctx.links;
  const links = resolveLinks(items, ctx.links);
  const socials = sectionSocials(ctx.section, club);
  return (
    <nav aria-label={t('shell.quickLinks')} className={styles.rightLinks}>
      <ul className="container">
        {links.map((link) => (
          <li key={link.id}>
            <SmartLink href={link.href} external={link.external}>
              {link.label}
            </SmartLink>
          </li>
        ))}
        {socials.map(({ network, url }) => (
          <li key={network} className={styles.rightSocial}>
            <a href={url} target="_blank" rel="nofollow noopener" aria-label={network}>
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
