'use client';

import type { MenuLinkView } from '@/lib/menu-links';
import { SmartLink } from './smart-link';

/**
 * A list of menu links as the footer shows them (000 §2.9 link kinds, `SmartLink`). A client
 * component on purpose, with no state: its links are the very objects the menu island gets
 * (`shellMenuGroups`), so the page's RSC payload holds them once instead of a second time as a
 * tree of elements (issue 31).
 */
export function LinkList({ links, newTabNote }: { links: MenuLinkView[]; newTabNote: string }) {
  return (
    <ul>
      {links.map((link, index) => (
        <li key={index}>
          <SmartLink href={link.href} external={link.external === true} newTabNote={newTabNote}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
