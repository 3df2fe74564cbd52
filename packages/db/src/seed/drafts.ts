import { sql } from 'drizzle-orm';
import { articlePath, categoryApp } from '@trybuna/domain';
import { articles, pages, squadPlayers, statistics } from '../schema';
import type { SeedContext } from './context';
import { insertModules } from './modules';
import { modules as m } from './page-modules';
import type { SeedRefs } from './refs';

/**
 * The slugs of the demo drafts (000 §2.5 Page preview): read only with `Preview-Secret`, never
 * in public reads. Find their ids by slug in a preview read, e.g.
 * `articles?filter[slug_eq]=wersja-robocza-zapowiedz-sezonu`.
 */
export const DEMO_DRAFTS = {
  article: 'wersja-robocza-zapowiedz-sezonu',
  mainPage: 'zapowiedz-sezonu',
  squadPlayer: 'nowy-zawodnik',
} as const;

const NEWS_CATEGORY = 1;

/**
 * One draft of each previewable type: a News article in category 1, a main page and a
 * first-team player with a full profile and statistics. Written after everything else, so the
 * ids of the published rows do not move and no list, module or picker links a draft.
 */
export async function seedDrafts(
  ctx: SeedContext,
  refs: Pick<SeedRefs, 'football'>,
): Promise<void> {
  const [last] = await ctx.db.select({ id: sql<number>`max(${articles.id})::int` }).from(articles);
  const articleId = (last?.id ?? 0) + 1;
  const title = 'Wersja robocza: zapowiedź sezonu';
  const path = articlePath(
    { id: articleId, slug: DEMO_DRAFTS.article, categoryId: NEWS_CATEGORY, locale: 'pl' },
    ctx.club,
  );
  await ctx.db.insert(articles).values({
    id: articleId,
    type: 'News',
    kind: 'standard',
    slug: DEMO_DRAFTS.article,
    title,
    locale: 'pl',
    teaser: `Co czeka ${ctx.shortName} w nowym sezonie? Plan przygotowań, sparingi i cele drużyny.`,
    body: [
      `<p>Przed nami nowy sezon, a ${ctx.shortName} rozpoczyna przygotowania już za dwa tygodnie. Sztab szkoleniowy zaplanował trzy etapy: zajęcia w ośrodku treningowym, obóz w górach i serię sparingów.</p>`,
      '<p>Na pierwszych zajęciach pojawi się cała kadra pierwszej drużyny oraz kilku wyróżniających się zawodników akademii, którzy powalczą o miejsce w zespole.</p>',
      '<p>Obóz potrwa dziesięć dni. Trener zapowiada dużo pracy nad przygotowaniem fizycznym i nad wariantami taktycznymi, które drużyna będzie rozwijać przez całą jesień.</p>',
      '<p>Terminarz sparingów ogłosimy wkrótce. Celem na nowy sezon jest walka o czołowe miejsca w tabeli i dobra gra w Pucharze Polski.</p>',
      '<p><em>Tekst w przygotowaniu: redakcja uzupełni go o wypowiedzi trenera i kapitana.</em></p>',
    ].join(''),
    author: 'Redakcja',
    photoAuthor: 'Fot. Anna Nowak',
    shareUrl: `${ctx.origins[categoryApp(NEWS_CATEGORY)]}${path}`,
    publicationTime: ctx.now,
    withPhoto: false,
    withVideo: false,
    draft: true,
    publicationCategoryId: NEWS_CATEGORY,
    imageId: ctx.image('photo-41'),
  });
  await insertModules(ctx, { articleId }, [
    m.image('photo-42', 'Pierwszy trening w nowym sezonie'),
  ]);

  const [page] = await ctx.db
    .insert(pages)
    .values({
      kind: 'main_page',
      slug: DEMO_DRAFTS.mainPage,
      title: 'Zapowiedź sezonu – wersja robocza',
      description: `Nowy sezon ${ctx.displayName}: przygotowania, sparingi i cele.`,
      locale: 'pl',
      draft: true,
    })
    .returning({ id: pages.id });
  if (page) {
    await insertModules(ctx, { pageId: page.id }, [
      m.text(
        `<p>Ta strona jest wersją roboczą: widać ją tylko w podglądzie. ${ctx.shortName} rusza z przygotowaniami do nowego sezonu – plan zajęć, obóz i sparingi opiszemy tu przed premierą strony.</p>`,
      ),
      m.image('photo-43', 'Drużyna przed nowym sezonem'),
    ]);
  }

  const squadId = refs.football.ownSquads[0] ?? 0;
  const [player] = await ctx.db
    .insert(squadPlayers)
    .values({
      squadId,
      firstName: 'Nowy',
      lastName: 'Zawodnik',
      slug: DEMO_DRAFTS.squadPlayer,
      position: 'midfielder',
      number: 7,
      imageId: ctx.image('player-07'),
      birthDate: `${String(ctx.now.getUTCFullYear() - 23)}-04-17`,
      careerPath:
        'Pomocnik sprowadzony przed nowym sezonem; wcześniej dwa sezony w I lidze i występy w młodzieżowej reprezentacji. Profil czeka na ogłoszenie transferu.',
      heightWeight: '181 cm / 75 kg',
      nationality: 'pl',
      draft: true,
    })
    .returning({ id: squadPlayers.id });
  if (player) {
    await ctx.db.insert(statistics).values({
      squadPlayerId: player.id,
      competitionSeasonId: refs.football.leagueSeasonId,
      values: { matches_played: 0, appearances: 0, minutes_played: 0, goals: 0, assists: 0 },
    });
  }
}
