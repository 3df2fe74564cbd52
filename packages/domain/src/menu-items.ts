/**
 * The menus of 000 §2.8, as data. An internal item has an `href` template (`{club}`, `{abbr}`
 * and `{partner-bank}` are filled from the club's config); an external item names the config URL
 * it opens (`external`), and the shell resolves it. `anchors` are the in-page '#' targets.
 * Where the spec gives two readings, the first is the route and the other redirects to it
 * (`MENU_REDIRECTS`).
 */
export interface MenuItem {
  id: string;
  label: string;
  href?: string;
  external?: string;
  anchors?: readonly string[];
}

export interface MenuGroup {
  id: string;
  label: string;
  items: readonly MenuItem[];
}

export const link = (
  id: string,
  label: string,
  href: string,
  anchors?: readonly string[],
): MenuItem => (anchors ? { id, label, href, anchors } : { id, label, href });
export const out = (id: string, label: string, external: string): MenuItem => ({
  id,
  label,
  external,
});
