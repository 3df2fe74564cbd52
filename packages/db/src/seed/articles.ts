import { articlePath, categoryApp, slugify } from '@trybuna/domain';
import { articles, articleTags } from '../schema';
import { DAY_MS, type SeedContext } from './context';
import { HEADLINES } from './headlines';
import { articleModules, articleVideoUrl } from './article-modules';
import type { ModuleSpec } from './modules';
import { insertModules } from './modules';
import { LEAGUE_CLUBS, FIRST_TEAM, fullName } from './people';
import { bodyHtml, fill, teaser, type Theme } from './text';
import { PHOTO_COUNT } from './images';

type Kind = 'standard' | 'event' | 'video' | 'photo' | '360';

interface PlanRow {
  categoryId: number;
  theme: Theme;
  count: number;
  locale?: 'pl' | 'en';
  /** Tags cycled over the category's articles (one each), by slug. */
  tags?: readonly string[];
  /** Offset into the theme's headlines (categories sharing a theme). */
  offset?: number;
}

function plan(ctx: SeedContext): PlanRow[] {
  const small = ctx.abbr.toLowerCase();
  return [
    {
      categoryId: 1,
      theme: 'match',
      count: 28,
      tags: ['liga', 'puchar-polski', 'wywiady', 'transfery'],
    },
    { categoryId: 34, theme: 'club', count: 8, tags: ['kibice', 'stadion'] },
    { categoryId: 35, theme: 'basketball', count: 6 },
    { categoryId: 36, theme: 'youth', count: 8 },
    { categoryId: 37, theme: 'sections', count: 6 },
    { categoryId: 38, theme: 'kids', count: 5 },
    { categoryId: 39, theme: 'foundation', count: 8, tags: ['gotowidopomocy'] },
    { categoryId: 40, theme: 'tennis', count: 8 },
    { categoryId: 41, theme: 'foundation', count: 3, offset: 9 },
    { categoryId: 42, theme: 'foundation', count: 5, offset: 2 },
    { categoryId: 43, theme: 'district', count: 5 },
    {
      categoryId: 133,
      theme: 'academy',
      count: 14,
      tags: [
        'a-u19',
        'a-u17',
        'a-u16',
        'a-u15',
        'a-u14',
        'a-u13-u7',
        `a-${ctx.club}-ii`,
        'a-strefazawodnika',
        'a-strefatrenera',
        'a-strefarodzica',
      ],
    },
    {
      categoryId: 265,
      theme: 'business',
      count: 8,
      tags: [`bpl-${ctx.club}-biznes`, `bpl-${small}`],
    },
    {
      categoryId: 265,
      theme: 'businessEn',
      count: 6,
      locale: 'en',
      tags: [`ben-${ctx.club}-business`, `ben-${small}`],
    },
    {
      categoryId: 298,
      theme: 'athletics',
      count: 10,
      tags: ['ath-biegi', 'ath-skoki', 'ath-rzuty'],
    },
  ];
}

const KIND_CYCLE: readonly Kind[] = [
  'standard',
  'photo',
  'standard',
  'video',
  'event',
  'standard',
  'standard',
  'photo',
  'video',
  'standard',
];

function kindFor(row: PlanRow, index: number): Kind {
  if ((row.categoryId === 1 && index === 9) || (row.categoryId === 40 && index === 5)) return '360';
  // The athletics menu links its events list (000 §2.8): the meeting is a second event there.
  if (row.categoryId === 298 && index === 0) return 'event';
  return KIND_CYCLE[index % KIND_CYCLE.length] ?? 'standard';
}

/** ≥ 120 news articles over every category and kind, with tags, modules and share URLs. */
export async function seedArticles(ctx: SeedContext, tagIds: Map<string, number>): Promise<number> {
  let id = 0;
  const titles = new Set<string>();
  const links: { articleId: number; tagId: number }[] = [];
  const modules: { articleId: number; specs: ModuleSpec[] }[] = [];
  const rows: (typeof articles.$inferInsert)[] = [];
  for (const row of plan(ctx)) {
    const headlines = HEADLINES[row.theme];
    for (let i = 0; i < row.count; i++) {
      id++;
      const kind = kindFor(row, i);
      const opp = (LEAGUE_CLUBS[1 + ((i * 5) % 17)] ?? LEAGUE_CLUBS[1])?.[0] ?? 'rywal';
      const player = fullName(FIRST_TEAM[(i * 7) % FIRST_TEAM.length] ?? ['Jan', 'Kowalski']);
      const words = { short: ctx.shortName, opp, player };
      let title = fill(headlines[(i + (row.offset ?? 0)) % headlines.length] ?? '', words).replace(
        '{n}',
        String(i + 3),
      );
      if (titles.has(title)) title = `${title} – część ${String(i + 1)}`;
      titles.add(title);
      const slug = slugify(title);
      const locale = row.locale ?? 'pl';
      // Members-only (000 §6): some long reads and some photo stories (their galleries are
      // previewed to anonymous visitors).
      const signedInOnly =
        (kind === 'standard' && id % 9 === 2) || (kind === 'photo' && id % 4 === 1);
      const path = articlePath({ id, slug, categoryId: row.categoryId, locale }, ctx.club);
      const publicationTime = new Date(
        ctx.now.getTime() - (id * 0.37 + (row.categoryId === 1 ? 0 : 1)) * DAY_MS,
      );
      rows.push({
        id,
        type: kind === 'event' ? 'Event' : 'News',
        kind,
        slug,
        title,
        locale,
        teaser: teaser(ctx.random, row.theme, words),
        body: bodyHtml(ctx.random, row.theme, signedInOnly ? 6 : ctx.random.int(3, 5), words),
        author: ctx.random.pick([
          'Redakcja',
          'Katarzyna Lewandowska',
          'Michał Zając',
          'Biuro prasowe',
        ]),
        photoAuthor: `Fot. ${ctx.random.pick(['Anna Nowak', 'Piotr Wiśniewski', 'Marta Kowalczyk'])}`,
        shareUrl: `${ctx.origins[categoryApp(row.categoryId)]}${path}`,
        publicationTime,
        publishedAt: publicationTime,
        withPhoto: kind === 'photo',
        withVideo: kind === 'video',
        signedInOnly,
        videoUrl: kind === 'video' ? articleVideoUrl(ctx, id) : null,
        publicationCategoryId: row.categoryId,
        imageId: ctx.image(`photo-${String(((id * 7) % PHOTO_COUNT) + 1).padStart(2, '0')}`),
      });
      const tag = row.tags?.[i % row.tags.length];
      const tagId = tag ? tagIds.get(tag) : undefined;
      if (tagId) links.push({ articleId: id, tagId });
      const highlights = tagIds.get('skroty-meczow');
      if (kind === 'video' && row.categoryId === 1 && highlights)
        links.push({ articleId: id, tagId: highlights });
      modules.push({
        articleId: id,
        specs: articleModules(ctx, { id, kind, signedInOnly, title, words }),
      });
    }
  }
  await ctx.db.insert(articles).values(rows);
  await ctx.db.insert(articleTags).values(links);
  for (const { articleId, specs } of modules) await insertModules(ctx, { articleId }, specs);
  return rows.length;
}
