import { comments, users } from '../schema';
import { type SeedContext } from './context';

const LINES = [
  'Wielki mecz, brawo chłopaki! Tak trzymać do końca sezonu.',
  'Byłem na trybunie, atmosfera nie do opisania.',
  'Środek pola wreszcie gra tak, jak powinien. Oby tak dalej.',
  'Kiedy ruszy sprzedaż biletów na następny mecz u siebie?',
  'Świetny tekst, dzięki za relację.',
  'Młodzież pokazuje charakter, przyszłość klubu wygląda dobrze.',
  'Trochę szkoda straconej bramki pod koniec, ale wynik cieszy.',
  'Do zobaczenia na stadionie w niedzielę!',
] as const;

/** Fans' comments under the newest news articles and the live match (001 §2 "Comments"). */
export async function seedComments(
  ctx: SeedContext,
  targets: { articles: readonly number[]; liveMatch: number },
): Promise<number> {
  const fans = await ctx.db.select({ id: users.id }).from(users).orderBy(users.id);
  if (fans.length === 0) return 0;
  const rows = [
    ...targets.articles.map((id) => ({ resourceType: 'article', resourceId: id })),
    { resourceType: 'match', resourceId: targets.liveMatch },
  ].flatMap((target, t) =>
    Array.from({ length: 3 }, (_, i) => ({
      ...target,
      userId: fans[(t + i) % fans.length]?.id ?? 0,
      body: LINES[(t * 3 + i) % LINES.length] ?? LINES[0],
      createdAt: new Date(ctx.now.getTime() - (t * 3 + (3 - i)) * 47 * 60_000),
    })),
  );
  await ctx.db.insert(comments).values(rows);
  return rows.length;
}
