import type { MenuItem } from './navigation';

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
