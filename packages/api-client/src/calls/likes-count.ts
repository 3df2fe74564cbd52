import { LIKES_COUNT_PATHS } from '../constants';

/**
 * Where the count of one item is read, or `null` for a like type whose count is not read (club,
 * incident…). A component is read through its page: `current_page/{pageId}/components/{id}`.
 */
export function likesCountRequest(
  likeType: string,
  id: string | number,
  pageId?: string | number,
): { path: string; fieldsType: string } | null {
  const fieldsType = (LIKES_COUNT_PATHS as Record<string, string | undefined>)[likeType];
  if (fieldsType === undefined) return null;
  const item = encodeURIComponent(String(id));
  if (likeType !== 'component') return { path: `${fieldsType}/${item}`, fieldsType };
  if (pageId === undefined || pageId === '') {
    throw new TypeError('A component like count is read through its page: pass pageId');
  }
  return {
    path: `current_page/${encodeURIComponent(String(pageId))}/components/${item}`,
    fieldsType,
  };
}
