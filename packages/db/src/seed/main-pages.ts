import { pages } from '../schema';
import type { SeedContext } from './context';
import { insertModules, type ModuleSpec } from './modules';
import { modules as m } from './page-modules';
import type { SeedRefs } from './refs';
import { fill, SENTENCES } from './text';

const SOCCER_NEWS = [1, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43];

/** The section home pages (`current_page`, kind main_page), together using every module kind. */
function mainPages(
  ctx: SeedContext,
  r: SeedRefs,
): {
  slug: string;
  title: string;
  description: string;
  locale?: string;
  signedInOnly?: boolean;
  modules: ModuleSpec[];
}[] {
  const { football: f, matches, interactive: q, catalogue: c } = r;
  const say = (theme: keyof typeof SENTENCES, i: number) =>
    fill(SENTENCES[theme][i] ?? '', { short: ctx.shortName });
  return [
    {
      slug: 'home',
      title: ctx.displayName,
      description: `Oficjalny serwis ${ctx.displayName}: aktualności, mecze, drużyny i sekcje klubu.`,
      modules: [
        m.heroMain(r.articles({ categories: [1, 34, 39] }, 5)),
        m.match(matches.live),
        m.news('Aktualności', r.articles({ categories: SOCCER_NEWS }, 14), 'IRREGULAR', {
          url: '/aktualnosci/wszystkie',
        }),
        m.schedule(matches.pending.slice(0, 6)),
        m.advertisement('photo-30', ctx.ticketsUrl),
        m.news('Wideo', r.articles({ kind: 'video', categories: SOCCER_NEWS }, 4), 'STANDARD', {
          url: `/aktualnosci/wszystkie/${ctx.club}-tv`,
        }),
        m.survey(q.openSurvey),
        m.productList(ctx, c.products),
        m.quiz(q.openQuiz),
        m.news('Fundacja', r.articles({ categories: [39, 41, 42] }, 4), 'PROMO', {
          url: '/fundacja',
          text: 'Poznaj fundację',
        }),
        m.socialMedia(
          'twitter',
          'https://x.example/sokolwarszawa/status/1900000000000000002',
          'Dziękujemy za doping!',
        ),
        m.socialMedia('instagram', 'https://instagram.example/p/trybuna-demo-1', 'Kulisy treningu'),
        m.defaultKind(),
      ],
    },
    {
      slug: 'pilka-nozna',
      title: 'Piłka nożna',
      description: 'Pierwsza drużyna: mecze, terminarz, tabela i kadra.',
      modules: [
        m.heroThematic(ctx, {
          title: 'Piłka nożna',
          description: say('match', 0),
          imageKey: 'photo-41',
          url: '/pilka-nozna/druzyna',
          button: 'Poznaj drużynę',
        }),
        m.match(matches.nextHome, { home: false, soccer: true }),
        m.matchList([...matches.ended.slice(-1), ...matches.pending.slice(0, 5)]),
        m.news('Aktualności piłkarskie', r.articles({ categories: [1] }, 12), 'REGULAR', {
          url: '/aktualnosci/pilkarskie',
        }),
        m.squad(f.ownSquads[0] ?? 0),
        m.survey(q.textSurvey),
        m.round('15. kolejka', f.leagueSeasonId),
        m.group(f.groupId),
        m.statistic(f.ownSquads[0] ?? 0),
        m.news('Skróty meczów', r.articles({ categories: [1], kind: 'video' }, 4), 'STANDARD', {
          url: '/aktualnosci/wszystkie/skroty-meczow',
        }),
        m.survey(q.finishedSurvey),
        m.adMiddle(),
        m.productList(ctx, c.products.slice(0, 4)),
      ],
    },
    {
      slug: 'fundacja',
      title: 'Fundacja',
      description: 'Fundacja klubu: programy dla dzieci i młodzieży, wolontariat i pomoc.',
      modules: [
        m.heroThematic(ctx, {
          title: 'Sport zmienia życie',
          description: say('foundation', 0),
          imageKey: 'photo-33',
          url: '/nasze-programy',
          button: 'Nasze programy',
        }),
        m.news('Aktualności fundacji', r.articles({ categories: [39, 41, 42] }, 12), 'REGULAR', {
          url: '/aktualnosci/fundacja',
        }),
        m.quotation(
          `<blockquote><p>Każde dziecko zasługuje na szansę, by poczuć radość z gry.</p><footer>Zarząd Fundacji</footer></blockquote>`,
        ),
        m.payment(c.paymentOptions),
        m.image(
          'photo-34',
          'Wolontariusze fundacji podczas akcji „Gotowi do pomocy”',
          '/wolontariat',
        ),
        m.eventInfo(
          ctx,
          new Date(ctx.now.getTime() + 12 * 86_400_000),
          'Stadion Miejski, sektor rodzinny',
          'Wstęp wolny',
        ),
        m.faq(c.faqs.slice(4, 5).concat(c.faqs.slice(0, 2))),
        m.contact('Kontakt z fundacją', c.contacts.slice(4, 5)),
      ],
    },
    {
      slug: 'tenis-golf',
      title: 'Tenis & golf',
      description: 'Korty, pole golfowe i spa: treningi, turnieje i rezerwacje.',
      modules: [
        m.heroThematic(ctx, {
          title: 'Tenis & golf',
          description: say('tennis', 2),
          imageKey: 'photo-35',
          url: '/tenis-golf-cennik',
          button: 'Cennik',
        }),
        m.news('Aktualności', r.articles({ categories: [40] }, 8), 'STANDARD', {
          url: '/aktualnosci/tenis-golf',
        }),
        m.text(`<p>${say('tennis', 0)} ${say('tennis', 3)}</p>`),
        m.gallery(r.photos(12, 12), 'grid', 'Nasze obiekty'),
        m.iframe(
          `<iframe src="${ctx.origins.soccer}/embeds/court-booking.html" title="Rezerwacja kortów" width="100%" height="420" loading="lazy"></iframe>`,
        ),
        m.faq(c.faqs.slice(5, 6)),
        m.contact('Kontakt', c.contacts.slice(0, 1)),
      ],
    },
    {
      slug: 'akademia',
      title: 'Akademia',
      description: `${ctx.shortName}: szkolenie dzieci i młodzieży, drużyny od U7 do rezerw.`,
      modules: [
        m.heroMain(r.articles({ categories: [133] }, 4)),
        m.news('Aktualności akademii', r.articles({ categories: [133] }, 14), 'IRREGULAR', {
          url: '/aktualnosci-akademii',
        }),
        m.squad(f.ownSquads[2] ?? 0),
        m.video(
          ctx.video('akademia'),
          'Dzień z życia akademii',
          'Zobacz, jak trenują nasi najmłodsi.',
        ),
        m.text(`<p>${say('academy', 0)} ${say('academy', 3)}</p>`),
        m.contact('Kontakt z akademią', c.contacts.slice(5, 6)),
      ],
    },
    {
      slug: 'athletics',
      title: 'Athletics',
      description: 'Lekkoatletyka: grupy treningowe, zawody i wyniki.',
      modules: [
        m.heroThematic(ctx, {
          title: 'Athletics',
          description: say('athletics', 0),
          imageKey: 'photo-36',
          url: '/dolacz-do-' + ctx.club + '-athletics',
          button: 'Dołącz',
        }),
        m.news('Aktualności', r.articles({ categories: [298] }, 12), 'REGULAR', {
          url: '/aktualnosci-athletics',
        }),
        m.gallery(r.photos(24, 12), 'list'),
        m.contact('Kontakt', c.contacts.slice(0, 1)),
      ],
    },
    {
      slug: 'biznes',
      title: 'Biznes',
      description: 'Oferta biznesowa: sponsoring, loże, dzień meczowy i Training Center.',
      modules: [
        m.heroThematic(ctx, {
          title: 'Biznes z klasą',
          description: say('business', 0),
          imageKey: 'photo-37',
          url: '/sponsoring',
          button: 'Poznaj ofertę',
          align: 'right',
        }),
        m.news('Aktualności biznesowe', r.articles({ categories: [265] }, 4), 'STANDARD', {
          url: '/aktualnosci-biznes',
        }),
        m.image('photo-38', 'Strefa premium', '/matchday-offer'),
        m.contact('Kontakt biznesowy', c.contacts.slice(3, 4)),
      ],
    },
    {
      slug: 'en',
      locale: 'en',
      title: 'Business',
      description:
        'Business offer: sponsorship, executive boxes, matchday and the Training Center.',
      modules: [
        m.heroThematic(ctx, {
          title: 'Business with class',
          description: fill(SENTENCES.businessEn[0] ?? '', { short: ctx.shortName }),
          imageKey: 'photo-37',
          url: '/en/sponsoring',
          button: 'Discover the offer',
          align: 'right',
        }),
        m.news('Business news', r.articles({ categories: [265], locale: 'en' }, 4), 'STANDARD', {
          url: '/en/business-news',
          text: 'See more',
        }),
        m.contact('Business contact', c.contacts.slice(3, 4)),
      ],
    },
    {
      // 000 §2.1 Socios, the members area: the whole page is for signed-in fans only.
      slug: 'socios',
      title: 'Strefa Socios',
      description: `Strefa członków ${ctx.displayName}: materiały tylko dla zalogowanych kibiców.`,
      signedInOnly: true,
      modules: [
        m.header('Witaj w strefie Socios'),
        m.text(
          `<p>Tu znajdziesz materiały przygotowane tylko dla zalogowanych kibiców ${ctx.shortName}: kulisy meczów, galerie z szatni i zaproszenia na wydarzenia członkowskie.</p><p>${say('club', 1)}</p>`,
        ),
        m.gallery(r.photos(40, 16), 'grid', 'Galeria z szatni'),
        m.image('photo-33', 'Spotkanie członków klubu w loży prezydenckiej'),
        m.news('Tylko dla zalogowanych', r.articles({ categories: [1, 34] }, 4), 'STANDARD'),
      ],
    },
    {
      slug: 'statystyki',
      title: 'Statystyki',
      description: 'Statystyki zawodników i drużyny w bieżącym sezonie.',
      modules: [
        m.header('Statystyki'),
        m.statistic(f.ownSquads[0] ?? 0),
        m.seasonStatistics(f.leagueSeasonId),
        m.group(f.groupId),
      ],
    },
  ];
}

export async function seedMainPages(ctx: SeedContext, refs: SeedRefs): Promise<number> {
  const specs = mainPages(ctx, refs);
  for (const page of specs) {
    const [row] = await ctx.db
      .insert(pages)
      .values({
        kind: 'main_page',
        slug: page.slug,
        title: page.title,
        description: page.description,
        locale: page.locale ?? 'pl',
        signedInOnly: page.signedInOnly ?? false,
      })
      .returning({ id: pages.id });
    if (row) await insertModules(ctx, { pageId: row.id }, page.modules);
  }
  return specs.length;
}
