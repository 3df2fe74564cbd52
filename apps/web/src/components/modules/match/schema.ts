import { z } from 'zod';

const flag = z.boolean().nullish().catch(null);

/**
 * 001 §2 match module payload: the two display settings (absent means shown). The match and
 * its pending and live images are the component's links (api-client `Component`).
 */
export const matchPayloadSchema = z.looseObject({
  main_page_home_visible: flag,
  main_page_soccer_visible: flag,
});

export type MatchPayload = z.infer<typeof matchPayloadSchema>;

/** The main pages the two settings name: the home page and the football home. */
const HOME_PAGE_SLUG = 'home';
const SOCCER_PAGE_SLUG = 'pilka-nozna';

/**
 * 001 §2: `main_page_home_visible` false hides the module on the home page,
 * `main_page_soccer_visible` false on the football home (`/pilka-nozna`); anywhere else, and
 * whenever a setting is absent, it is shown.
 */
export function matchModuleVisible(payload: MatchPayload, pageSlug: string | undefined): boolean {
  if (pageSlug === HOME_PAGE_SLUG) return payload.main_page_home_visible !== false;
  if (pageSlug === SOCCER_PAGE_SLUG) return payload.main_page_soccer_visible !== false;
  return true;
}
