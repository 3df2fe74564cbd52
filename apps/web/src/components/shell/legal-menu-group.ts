import { footerLegalLinks } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { resolveLink, type MenuGroupView, type ResolvedLink } from '@/lib/menu-links';
import type { PageContext } from '@/lib/server/page-context';

/**
 * 000 §2.7 "/regulaminy: rules page, linked from every menu and footer": the menu overlay's last
 * group holds the footer's legal links (the rules page, then the section's privacy links).
 */
export function legalMenuGroup(ctx: PageContext): MenuGroupView<ResolvedLink> {
  const t = translator(ctx.locale);
  return {
    id: 'legal',
    label: t('shell.legal'),
    links: footerLegalLinks(ctx.section).flatMap((item) => {
      const link = resolveLink(item, ctx.links);
      return link ? [link] : [];
    }),
  };
}
