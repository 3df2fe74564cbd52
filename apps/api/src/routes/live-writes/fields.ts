import {
  MATCH_SIDES,
  MAX_ITEM_MINUTE,
  MAX_ITEM_URL,
  MAX_PLAIN_TEXT,
  MAX_PLAYER_NAME,
} from '@trybuna/domain';
import { z } from 'zod';
import { MAX_ID } from '../../jsonapi/limits';

/**
 * The small field schemas the live-coverage write bodies are made of (docs/api.md "Live
 * coverage writes"): ids, minutes, sides, names, plain texts and links.
 */

/** A resource id as JSON:API sends it: a string of decimal digits naming 1 … 2³¹ − 1. */
export const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be an id: a string of digits')
  .refine((id) => Number(id) <= MAX_ID, 'must be an id: a string of digits');

/** Control characters (C0 and C1, NUL included), which no plain text of an item holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A UTF-16 surrogate without its pair: not a character, and not storable as one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a plain text (a name, a caption) holds only characters: no control character. */
const isCleanText = (value: string): boolean => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/**
 * Whether rich text holds only characters: line breaks and tabs are fine, NUL (which PostgreSQL
 * cannot store in text or jsonb) and unpaired surrogates are not.
 */
export const isCleanHtml = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

const CLEAN_TEXT = 'must not hold control characters';

/** The match minute an item or incident belongs to (extra time and stoppages included). */
const MINUTE_RANGE = `minute is 0–${String(MAX_ITEM_MINUTE)}`;
export const minute = z
  .number()
  .int('minute must be a whole number')
  .min(0, MINUTE_RANGE)
  .max(MAX_ITEM_MINUTE, MINUTE_RANGE);

/** 001 §3 incidents and timeline items name the side of the team they concern. */
export const side = z.enum(MATCH_SIDES);

/** A player's name as the editor types it (plain text, never HTML). */
export const playerName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_PLAYER_NAME)
  .refine(isCleanText, CLEAN_TEXT);

/** A caption, label or title (plain text: the site escapes it). */
export const plainText = (max: number = MAX_PLAIN_TEXT) =>
  z.string().trim().min(1, 'must not be empty').max(max).refine(isCleanText, CLEAN_TEXT);

/**
 * A link a fan's browser may open or embed: `https`, or one of the club's own origins (plain
 * http in development). `javascript:`, `data:` and the like never pass.
 */
export function webUrl(siteOrigins: readonly string[]) {
  const own = new Set(siteOrigins.flatMap(originOf));
  return z
    .string()
    .trim()
    .max(MAX_ITEM_URL)
    .refine(isCleanText, CLEAN_TEXT)
    .refine((value) => {
      const url = parseUrl(value);
      return url !== null && (url.protocol === 'https:' || own.has(url.origin));
    }, 'must be an https URL');
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function originOf(value: string): string[] {
  const url = parseUrl(value);
  return url ? [url.origin] : [];
}

/** `relationships.match` of an item or incident: the match it belongs to. */
export const matchRelationship = z.strictObject({
  match: z.strictObject({
    data: z.strictObject({ type: z.literal('matches'), id: idString }),
  }),
});
