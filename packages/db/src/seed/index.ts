import { sql } from 'drizzle-orm';
import type { ClubConfig } from '@trybuna/config';
import type { Database } from '../connection';
import { components, images } from '../schema';
import { seedArticles } from './articles';
import { seedCatalogue } from './catalogue';
import { seedComments } from './comments';
import { Random, type SeedContext } from './context';
import { seedDrafts } from './drafts';
import { seedFootball } from './football';
import { demoImages, ensureImageFiles } from './images';
import { seedInteractive } from './interactive';
import { seedQuizAttempts } from './quiz-attempts';
import { seedMainPages } from './main-pages';
import { seedLiveCoverage } from './match-centre';
import { seedMatchLineups } from './match-lineups';
import { seedMatchStatistics } from './match-statistics';
import { seedMatches } from './matches';
import { seedPlayerProfiles } from './player-profiles';
import { articlePicker, loadArticleIndex } from './refs';
import { seedShop } from './shop';
import { seedStaticPages } from './static-pages';
import { demoVideoUrl, ensureVideoFiles } from './videos';

export { DEMO_DRAFTS } from './drafts';
export { DEMO_FANS } from './interactive';
export { staticRoutes, TRAINING_CENTER_ARTICLE_ID } from './static-pages';

export interface SeedOptions {
  club: ClubConfig;
  /** Site origins per app: share URLs are canonical addresses on them. */
  origins: SeedContext['origins'];
  /** Where original pictures are written (`$DATA_DIR/images/originals`). */
  imagesDir: string;
  /**
   * Where the demo videos are written (`$DATA_DIR/media`, served by the API's `/media/…`);
   * without it none are drawn (tests of the content alone).
   */
  mediaDir?: string;
  /** The API's public URL, which the demo videos' addresses start with. */
  apiUrl?: string;
  log?: (message: string) => void;
  /** The demo's "now"; defaults to the current time, so upcoming matches are upcoming. */
  now?: Date;
}

/** The API's address when `apiUrl` is not given (the API's own default port). */
const DEFAULT_API_URL = 'http://localhost:4000';

/** Tables whose identity sequences must move past the explicit ids the seed wrote. */
const IDENTITY_TABLES = ['images', 'articles', 'matches'] as const;

/**
 * Loads the demo content when the database has none (idempotent: a second run sees the
 * articles and only re-creates missing image files). Everything is written in one transaction.
 */
export async function seedDemo(
  database: Database,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  const pictures = demoImages();
  const written = await ensureImageFiles(pictures, options.imagesDir);
  if (written > 0) options.log?.(`seed: ${String(written)} demo pictures drawn`);
  if (options.mediaDir) {
    const clips = await ensureVideoFiles(options.mediaDir);
    if (clips > 0) options.log?.(`seed: ${String(clips)} demo videos drawn`);
  }
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL;
  const existing = await database.query<{ count: number }>(
    sql`select count(*)::int as count from articles`,
  );
  if ((existing[0]?.count ?? 0) > 0) return { seeded: false };

  const ids = new Map(pictures.map((p) => [p.key, p.id]));
  await database.db.transaction(async (db) => {
    const ctx: SeedContext = {
      db,
      club: options.club.club,
      abbr: options.club.abbr,
      displayName: options.club.displayName,
      academyClubName: options.club.academyClubName,
      shortName: options.club.shortName,
      city: options.club.city,
      partnerBank: options.club.partnerBankSlug,
      origins: options.origins,
      ticketsUrl: options.club.urls.tickets,
      shopUrl: options.club.urls.shop,
      random: new Random(20_261_122),
      now: options.now ?? new Date(),
      video: (name) => demoVideoUrl(apiUrl, name),
      image: (key) => {
        const id = ids.get(key);
        if (id === undefined) throw new Error(`seed: no picture ${key}`);
        return id;
      },
    };
    await db.insert(images).values(pictures.map(({ render: _render, key: _key, ...row }) => row));
    const tagIds = await seedCatalogue(ctx);
    const articleCount = await seedArticles(ctx, tagIds);
    const football = await seedFootball(ctx);
    const matches = await seedMatches(ctx, football);
    const interactive = await seedInteractive(ctx, football.firstTeamPlayers, football.clubIds);
    await seedLiveCoverage(ctx, matches.live, interactive.openSurvey);
    // The live match and the ended ones with a match centre (not those on the hide list).
    const covered = [...matches.ended, matches.live].filter(
      (id) => !options.club.hiddenMatchCentreIds.includes(String(id)),
    );
    await seedMatchStatistics(ctx, covered);
    await seedMatchLineups(ctx, covered);
    const catalogue = await seedShop(ctx);
    const refs = {
      football,
      matches,
      interactive,
      catalogue,
      articles: articlePicker(await loadArticleIndex(ctx)),
      photos: (from: number, n: number) =>
        Array.from({ length: n }, (_, i) =>
          ctx.image(`photo-${String(((from - 1 + i) % 48) + 1).padStart(2, '0')}`),
        ),
    };
    await seedPlayerProfiles(ctx, refs);
    await seedComments(ctx, {
      // The newest football news; members-only ones are passed over.
      articles: refs.articles({ categories: [1] }, 12),
      liveMatch: matches.live,
    });
    await seedQuizAttempts(ctx, interactive);
    // 001 §3 surveys in articles: the open text survey after the newest football news' body.
    const [surveyArticle] = refs.articles({ categories: [1] }, 1);
    if (surveyArticle !== undefined) {
      await db.insert(components).values({
        articleId: surveyArticle,
        index: 100,
        kind: 'survey',
        surveyId: interactive.textSurvey,
        payload: {},
      });
    }
    const mainPages = await seedMainPages(ctx, refs);
    const staticPages = await seedStaticPages(ctx, refs);
    // Last, so the published rows keep their ids and nothing public links a draft.
    await seedDrafts(ctx, refs);
    for (const table of IDENTITY_TABLES) {
      await db.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ),
      );
    }
    options.log?.(
      `seed: ${String(articleCount)} articles, ${String(staticPages)} static pages, ${String(mainPages)} main pages, 3 drafts (preview only)`,
    );
  });
  return { seeded: true };
}
