import { and, eq, inArray } from 'drizzle-orm';
import { articles, comments, users } from '../schema';
import { type SeedContext } from './context';

const HOUR_MS = 60 * 60_000;

/** Fans' words under articles: three per article, in order. */
const ARTICLE_LINES = [
  'Wielki mecz, brawo chłopaki! Tak trzymać do końca sezonu.',
  'Byłem na trybunie, atmosfera nie do opisania.',
  'Środek pola wreszcie gra tak, jak powinien. Oby tak dalej.',
  'Kiedy ruszy sprzedaż biletów na następny mecz u siebie?',
  'Świetny tekst, dzięki za relację.',
  'Młodzież pokazuje charakter, przyszłość klubu wygląda dobrze.',
  'Trochę szkoda straconej bramki pod koniec, ale wynik cieszy.',
  'Do zobaczenia na stadionie w niedzielę!',
  'Trener w końcu postawił na dwóch napastników i od razu widać różnicę.',
  'Kapitan jak zawsze pierwszy do walki. Szacunek.',
  'Obrona musi poprawić stałe fragmenty, bo to już trzeci taki gol w rundzie.',
  'Jedziemy całą grupą na wyjazd, ktoś jeszcze się zabiera?',
] as const;

/** What fans write in the live match centre while the match is on. */
const MATCH_LINES = [
  'Gramy! Cały stadion śpiewa od pierwszej minuty.',
  'Ta akcja lewym skrzydłem… prawie było 1:0!',
  'Sędzia chyba nie widział tego faulu w polu karnym.',
  'Bramkarz dziś w formie, dwie świetne interwencje.',
  'Jeszcze jedna bramka i mamy to. Dawaj, dawaj!',
  'Zmiana w przerwie zdecydowanie ożywiła grę.',
] as const;

/** A comment an editor hid (moderation): seeded so tests can check it never shows. */
export const HIDDEN_COMMENT_BODY = 'Sędzia kalosz, a zarząd do dymisji!!! (ukryty przez moderację)';

/** Comments per article, and how many articles get them. */
const PER_ARTICLE = 3;
const ARTICLES = 4;

/**
 * Fans' comments (001 §2 "Comments", issue 17 item 3), deterministic: three under each of the
 * newest four published public articles among `targets.articles` (newest first), spread over
 * the last days, one more there hidden by an editor, and six in the live match's centre over
 * its last hour. The authors are the demo fans, in turn. Answers how many were written.
 */
export async function seedComments(
  ctx: SeedContext,
  targets: { articles: readonly number[]; liveMatch: number },
): Promise<number> {
  const fans = await ctx.db.select({ id: users.id }).from(users).orderBy(users.id);
  if (fans.length === 0) return 0;
  const fan = (n: number) => fans[n % fans.length]?.id ?? 0;
  const publicIds =
    targets.articles.length === 0
      ? []
      : await ctx.db
          .select({ id: articles.id })
          .from(articles)
          .where(
            and(
              inArray(articles.id, [...targets.articles]),
              eq(articles.draft, false),
              eq(articles.signedInOnly, false),
            ),
          );
  const shown = new Set(publicIds.map((row) => row.id));
  const articleIds = targets.articles.filter((id) => shown.has(id)).slice(0, ARTICLES);
  const now = ctx.now.getTime();
  const onArticles = articleIds.flatMap((resourceId, t) =>
    Array.from({ length: PER_ARTICLE }, (_, i) => {
      const n = t * PER_ARTICLE + i;
      return {
        resourceType: 'article',
        resourceId,
        userId: fan(n),
        body: ARTICLE_LINES[n % ARTICLE_LINES.length] ?? ARTICLE_LINES[0],
        // Newest articles first, each thread over about a day: 5 h to 3 days back.
        createdAt: new Date(now - (5 + t * 18 + (PER_ARTICLE - 1 - i) * 7) * HOUR_MS),
      };
    }),
  );
  const hidden =
    articleIds[0] === undefined
      ? []
      : [
          {
            resourceType: 'article',
            resourceId: articleIds[0],
            userId: fan(1),
            body: HIDDEN_COMMENT_BODY,
            hidden: true,
            createdAt: new Date(now - 4 * HOUR_MS),
          },
        ];
  const onMatch = MATCH_LINES.map((body, i) => ({
    resourceType: 'match',
    resourceId: targets.liveMatch,
    userId: fan(i),
    body,
    createdAt: new Date(now - (MATCH_LINES.length - i) * 9 * 60_000),
  }));
  const rows = [...onArticles, ...hidden, ...onMatch];
  await ctx.db.insert(comments).values(rows);
  return rows.length;
}
