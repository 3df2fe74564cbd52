import { publicationCategories, tags } from '../schema';
import type { SeedContext } from './context';

/** 000 §2.4's categories with their ids; names as the lists title them. */
const CATEGORIES = [
  { id: 1, name: 'Piłka nożna', slug: 'pilkarskie' },
  { id: 34, name: 'Z życia klubu', slug: 'z-zycia-{club}' },
  { id: 35, name: 'Koszykówka', slug: 'koszykowka' },
  { id: 36, name: 'Drużyny młodzieżowe', slug: 'druzyny-mlodziezowe' },
  { id: 37, name: 'Inne sekcje', slug: 'inne-sekcje' },
  { id: 38, name: 'Dla dzieci', slug: 'dla-dzieci' },
  { id: 39, name: 'Fundacja', slug: 'fundacja' },
  { id: 40, name: 'Tenis & golf', slug: 'tenis-golf' },
  { id: 41, name: 'Nasze historie', slug: 'nasze-historie' },
  { id: 42, name: 'Nasze programy', slug: 'nasze-programy' },
  { id: 43, name: 'W twojej dzielnicy', slug: '{club}-w-twojej-dzielnicy' },
  { id: 133, name: 'Akademia', slug: 'aktualnosci-akademii' },
  { id: 265, name: 'Biznes', slug: 'aktualnosci-biznes' },
  { id: 298, name: 'Athletics', slug: 'aktualnosci-athletics' },
] as const;

/**
 * Tags; the markers [a], [biz] and [ath] say which sub-site a tag belongs to (000 §3).
 * Slugs are lowercase: the menus' `bpl-{abbr}` segment is matched case-insensitively.
 */
function demoTags(ctx: SeedContext): { name: string; slug: string }[] {
  const { club, abbr, shortName } = ctx;
  const small = abbr.toLowerCase();
  return [
    { name: 'Liga', slug: 'liga' },
    { name: 'Puchar Polski', slug: 'puchar-polski' },
    { name: 'Transfery', slug: 'transfery' },
    { name: 'Kibice', slug: 'kibice' },
    { name: 'Stadion', slug: 'stadion' },
    { name: 'Skróty meczów', slug: 'skroty-meczow' },
    { name: 'Gotowi do pomocy', slug: 'gotowidopomocy' },
    { name: 'Wywiady', slug: 'wywiady' },
    { name: `[a] ${shortName} II`, slug: `a-${club}-ii` },
    { name: '[a] U19', slug: 'a-u19' },
    { name: '[a] U17', slug: 'a-u17' },
    { name: '[a] U16', slug: 'a-u16' },
    { name: '[a] U15', slug: 'a-u15' },
    { name: '[a] U14', slug: 'a-u14' },
    { name: '[a] U13–U7', slug: 'a-u13-u7' },
    { name: '[a] Strefa zawodnika', slug: 'a-strefazawodnika' },
    { name: '[a] Strefa trenera', slug: 'a-strefatrenera' },
    { name: '[a] Strefa rodzica', slug: 'a-strefarodzica' },
    { name: `[biz] ${shortName} Biznes`, slug: `bpl-${club}-biznes` },
    { name: `[biz] ${abbr}`, slug: `bpl-${small}` },
    { name: `[biz] ${shortName} Business`, slug: `ben-${club}-business` },
    { name: `[biz] ${abbr} Training Center`, slug: `ben-${small}` },
    { name: '[ath] Biegi', slug: 'ath-biegi' },
    { name: '[ath] Skoki', slug: 'ath-skoki' },
    { name: '[ath] Rzuty', slug: 'ath-rzuty' },
  ];
}

/** Inserts categories and tags; returns tag ids by slug. */
export async function seedCatalogue(ctx: SeedContext): Promise<Map<string, number>> {
  await ctx.db
    .insert(publicationCategories)
    .values(CATEGORIES.map((c) => ({ ...c, slug: c.slug.replaceAll('{club}', ctx.club) })));
  const rows = await ctx.db
    .insert(tags)
    .values(demoTags(ctx))
    .returning({ id: tags.id, slug: tags.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}
