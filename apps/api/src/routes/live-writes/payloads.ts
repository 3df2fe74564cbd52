import { z } from 'zod';
import {
  MATCH_CENTRE_COMPONENT_TYPES,
  MATCH_EVENT_TYPES,
  MAX_ITEM_HTML,
  MAX_PLAYER_NAME,
  type MatchCentreComponentType,
} from '@trybuna/domain';
import type { HtmlSanitizer } from '../../html/sanitizer';
import { idString, isCleanHtml, playerName, plainText, side, webUrl } from './fields';

/** What the payload schemas need from the app: the sanitiser and the club's own origins. */
export interface PayloadContext {
  html: HtmlSanitizer;
  siteOrigins: readonly string[];
}

/** Whether sanitised HTML still says something (not only tags and white space). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * The `payload` of each of the 14 timeline item types of 001 §3, one small strict schema per
 * type (an unknown field is refused). The field names are those the demo's coverage uses
 * (`packages/db/src/seed/match-centre.ts`), so the page renders written and seeded items alike.
 * Rich text goes through the "Hardening" sanitiser here, before it is stored.
 */
export function payloadSchemas({
  html,
  siteOrigins,
}: PayloadContext): Record<MatchCentreComponentType, z.ZodType<Record<string, unknown>>> {
  const url = webUrl(siteOrigins);
  const richText = z
    .string()
    .max(MAX_ITEM_HTML, `html is at most ${String(MAX_ITEM_HTML)} characters`)
    .refine(isCleanHtml, 'html must not hold NUL or unpaired surrogates')
    .transform((value) => html.rich(value))
    .refine(hasText, 'html has no text left once sanitised');
  const embed = z.strictObject({ external_url: url, description: plainText().optional() });
  return {
    text: z.strictObject({ html: richText }),
    component: z.strictObject({ title: plainText(200).optional(), html: richText }),
    event: z.strictObject({
      event_type: z.enum(MATCH_EVENT_TYPES),
      player: playerName.optional(),
      label: plainText(MAX_PLAYER_NAME).optional(),
    }),
    goal: z.strictObject({ player: playerName, assist: playerName.optional(), side }),
    own_goal: z.strictObject({ player: playerName, side }),
    penalty: z.strictObject({
      player: playerName,
      side,
      /** false: missed or saved; absent: scored. */
      scored: z.boolean().optional(),
      label: plainText(MAX_PLAYER_NAME).optional(),
    }),
    substitution: z.strictObject({ player_in: playerName, player_out: playerName, side }),
    image: z.strictObject({ image_url: url, description: plainText().optional() }),
    video: embed,
    twitter: embed,
    instagram: embed,
    facebook: embed,
    survey: z.strictObject({
      survey_id: idString.transform(Number),
      title: plainText(200).optional(),
    }),
    advertisement: z.strictObject({ url, image_url: url }),
  };
}

export const componentType = z.enum(MATCH_CENTRE_COMPONENT_TYPES);
