import { isInternalHref } from '@trybuna/domain';

export interface LinkProps {
  href: string;
  target?: '_blank';
  rel?: string;
}

const NEW_TAB_REL = 'nofollow noopener';

/** Mail and phone links hand over to another app: no new tab, no rel. */
const HANDOFF = /^(mailto|tel|sms):/i;

/**
 * 000 §2.9: a link starting with / or pointing to one of the site's own origins navigates in
 * the app; any other opens a new tab with rel nofollow noopener.
 */
export function linkProps(href: string, ownOrigins: readonly string[]): LinkProps {
  if (isInternalHref(href, ownOrigins) || HANDOFF.test(href)) return { href };
  return { href, target: '_blank', rel: NEW_TAB_REL };
}

/** Whether the link opens a new tab, so it needs the visually-hidden 'opens in a new tab' note. */
export function opensNewTab(props: LinkProps): boolean {
  return props.target === '_blank';
}
