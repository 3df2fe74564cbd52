import {
  fillRoute,
  MENUS,
  routeKind,
  SECTIONS,
  SHELL_PATHS,
  type MenuItem,
  type SectionKey,
} from '@trybuna/domain';
import { articles, pageTypes } from '../schema';
import type { SeedContext } from './context';
import { insertModules, type ModuleSpec } from './modules';
import { modules as m } from './page-modules';
import type { SeedRefs } from './refs';
import { fill, SENTENCES, type Theme } from './text';

/** The id of the training-centre article the soccer menu links as `/{club}-training-center/1381`. */
export const TRAINING_CENTER_ARTICLE_ID = 1381;
const FIRST_STATIC_ID = 1200;
/** Further documents of `/regulaminy` (000 §2.1 Static article container). */
const FIRST_DOCUMENT_ID = 1360;

const REGULATIONS: readonly (readonly [slug: string, title: string, lead: string])[] = [
  [
    'regulamin-stadionu',
    'Regulamin stadionu',
    'Zasady przebywania na terenie stadionu w dni meczowe i poza nimi.',
  ],
  [
    'regulamin-imprezy-masowej',
    'Regulamin imprezy masowej',
    'Obowiązki uczestników meczów: wejście, bezpieczeństwo i przedmioty zakazane.',
  ],
  [
    'regulamin-sprzedazy-biletow',
    'Regulamin sprzedaży biletów',
    'Jak kupić, zwrócić lub odsprzedać bilet i karnet.',
  ],
  [
    'polityka-prywatnosci',
    'Polityka prywatności',
    'Jakie dane zbieramy, w jakim celu i jakie masz prawa.',
  ],
];

interface StaticRoute {
  path: string;
  label: string;
  section: SectionKey;
  anchors: readonly string[];
}

/** Every internal menu path of 000 §2.8 that is a static page, once, with the section it is in. */
export function staticRoutes(ctx: SeedContext): StaticRoute[] {
  const words = { club: ctx.club, abbr: ctx.abbr, partnerBank: ctx.partnerBank };
  const seen = new Map<string, StaticRoute>();
  const add = (section: SectionKey, item: MenuItem) => {
    if (!item.href) return;
    const path = fillRoute(item.href, words);
    if (routeKind(path) !== 'static' || seen.has(path)) return;
    const anchors = (item.anchors ?? []).map((a) => fillRoute(a, words));
    seen.set(path, { path, label: item.label, section, anchors });
  };
  for (const section of SECTIONS)
    for (const group of MENUS[section])
      group.items.forEach((item) => {
        add(section, item);
      });
  for (const path of SHELL_PATHS) {
    const label = path === '/regulaminy' ? 'Regulaminy' : 'Statystyki';
    add('SOCCER', { id: path, label, href: path });
  }
  return [...seen.values()];
}

const THEMES: Readonly<Record<SectionKey, Theme>> = {
  SOCCER: 'club',
  ACADEMY: 'academy',
  BUSINESS_PL: 'business',
  BUSINESS_EN: 'businessEn',
  FOUNDATION: 'foundation',
  TENNIS_AND_GOLF: 'tennis',
  ATHLETICS: 'athletics',
  VOD: 'club',
};

function routeModules(
  ctx: SeedContext,
  refs: SeedRefs,
  route: StaticRoute,
  n: number,
): ModuleSpec[] {
  const { catalogue: c } = refs;
  const theme = THEMES[route.section];
  const say = (i: number) =>
    fill(SENTENCES[theme][(i + n) % SENTENCES[theme].length] ?? '', { short: ctx.shortName });
  const p = route.path;
  const photo = `photo-${String((n % 40) + 1).padStart(2, '0')}`;
  const out: ModuleSpec[] = [
    m.heroThematic(ctx, { title: route.label, description: say(0), imageKey: photo }),
  ];
  if (route.anchors.length > 0) {
    route.anchors.forEach((anchor, i) => {
      out.push(
        m.header(anchor.replace(/([a-z])([A-Z])/g, '$1 $2'), anchor),
        m.text(`<p>${say(i + 1)} ${say(i + 2)}</p>`, anchor),
      );
    });
    return [
      ...out,
      m.contact(route.section === 'BUSINESS_EN' ? 'Contact' : 'Kontakt', c.contacts.slice(3, 4)),
    ];
  }
  out.push(m.text(`<p>${say(1)} ${say(2)}</p><p>${say(3)}</p>`));
  // Contact forms on every contact page (/kontakt, /fundacja-{club}-kontakt, /contact-business,
  // /en/contact-business…); the foundation's links its own privacy policy.
  if (/kontakt|contact/.test(p))
    return [
      ...out,
      m.contact(route.label, c.contacts.slice(0, 3)),
      m.contactForm('contact', route.section === 'FOUNDATION' ? 'foundation' : undefined),
    ];
  if (p === '/wolontariat') return [...out, m.contactForm('volunteer'), m.faq(c.faqs.slice(4, 5))];
  if (p === '/praca') return [...out, m.contactForm('job')];
  if (/wspieraj-fundacje|fundacja-.*-pomoc/.test(p)) return [...out, m.payment(c.paymentOptions)];
  if (/sponsorzy|zaufali-nam|trusted-by/.test(p))
    return [
      ...out,
      m.advertisement('photo-31', ctx.shopUrl),
      m.image('photo-32', 'Partnerzy klubu'),
    ];
  if (/historia|muzeum/.test(p))
    return [
      ...out,
      m.quotation('<blockquote><p>Historia pisze się na boisku i na trybunach.</p></blockquote>'),
      m.gallery(refs.photos((n % 30) + 1, 12), 'grid'),
    ];
  if (/stadion|wycieczki|obiekty|korty/.test(p))
    return [
      ...out,
      m.gallery(refs.photos((n % 30) + 1, 12), 'list'),
      m.eventInfo(
        ctx,
        new Date(ctx.now.getTime() + 5 * 86_400_000),
        'Stadion Miejski, wejście od kasy nr 1',
        'Bilety w kasach i online',
      ),
    ];
  // The fans' page: the two-answer derby survey and the ended quiz ('Quiz finished').
  if (p === '/dla-kibica')
    return [
      ...out,
      m.survey(refs.interactive.derbySurvey),
      m.quiz(refs.interactive.endedQuiz),
      m.faq(c.faqs.slice(0, 4)),
    ];
  if (/pomoc|punkt-obslugi/.test(p))
    return [...out, m.faq(c.faqs.slice(0, 4)), m.contact('Kontakt', c.contacts.slice(2, 3))];
  if (p.includes('cennik'))
    return [
      ...out,
      m.text(
        '<table><thead><tr><th>Usługa</th><th>Cena</th></tr></thead><tbody><tr><td>Godzina gry</td><td>90 zł</td></tr><tr><td>Karnet 10 wejść</td><td>800 zł</td></tr></tbody></table>',
      ),
    ];
  return [...out, m.image(photo, route.label)];
}

/**
 * A StaticPage article for each static menu route (found by `page_type.slug`, the path without
 * its leading '/'), and the training-centre article with its fixed id.
 */
export async function seedStaticPages(ctx: SeedContext, refs: SeedRefs): Promise<number> {
  const routes = staticRoutes(ctx);
  const pageTypeRows = await ctx.db
    .insert(pageTypes)
    .values(routes.map((r) => ({ slug: r.path.slice(1), name: r.label })))
    .returning({ id: pageTypes.id, slug: pageTypes.slug });
  const typeIds = new Map(pageTypeRows.map((row) => [row.slug, row.id]));
  const origin = (section: SectionKey) =>
    section === 'ACADEMY'
      ? ctx.origins.academy
      : section === 'ATHLETICS'
        ? ctx.origins.athletics
        : section.startsWith('BUSINESS')
          ? ctx.origins.business
          : ctx.origins.soccer;
  // Static pages are evergreen: dated well before the news, they never top a mixed list.
  const established = new Date(ctx.now.getTime() - 400 * 86_400_000);
  const rows = routes.map((route, i) => ({
    id: FIRST_STATIC_ID + i,
    type: 'StaticPage' as const,
    slug: route.path.slice(1),
    title: route.label,
    locale: route.section === 'BUSINESS_EN' ? 'en' : 'pl',
    body: `<p>${fill(SENTENCES[THEMES[route.section]][0] ?? '', { short: ctx.shortName })}</p>`,
    shareUrl: `${origin(route.section)}${route.path}`,
    publicationTime: established,
    publishedAt: established,
    pageTypeId: typeIds.get(route.path.slice(1)) ?? null,
    imageId: ctx.image(`photo-${String((i % 40) + 1).padStart(2, '0')}`),
  }));
  const trainingSlug = `${ctx.club}-training-center`;
  rows.push({
    id: TRAINING_CENTER_ARTICLE_ID,
    type: 'StaticPage',
    slug: trainingSlug,
    title: `${ctx.shortName} Training Center`,
    locale: 'pl',
    body: `<p>${fill(SENTENCES.club[1] ?? '', { short: ctx.shortName })}</p>`,
    shareUrl: `${ctx.origins.soccer}/${trainingSlug}/${String(TRAINING_CENTER_ARTICLE_ID)}`,
    publicationTime: established,
    publishedAt: established,
    pageTypeId: null,
    imageId: ctx.image('photo-39'),
  });
  const regulations = typeIds.get('regulaminy') ?? null;
  REGULATIONS.forEach(([slug, title, lead], i) => {
    rows.push({
      id: FIRST_DOCUMENT_ID + i,
      type: 'StaticPage',
      slug,
      title,
      locale: 'pl',
      body: `<p>${lead}</p><p>§ 1. ${fill(SENTENCES.club[(i + 2) % SENTENCES.club.length] ?? '', { short: ctx.shortName })}</p><p>§ 2. Organizator zastrzega sobie prawo do zmiany regulaminu; zmiany ogłaszane są na stronie klubu.</p>`,
      shareUrl: `${ctx.origins.soccer}/regulaminy#${slug}`,
      publicationTime: established,
      publishedAt: established,
      pageTypeId: regulations,
      imageId: ctx.image(`photo-${String(((i + 7) % 40) + 1).padStart(2, '0')}`),
    });
  });
  if (FIRST_STATIC_ID + routes.length >= FIRST_DOCUMENT_ID)
    throw new Error('seed: static ids overlap');
  await ctx.db.insert(articles).values(rows);
  for (const [i, route] of routes.entries()) {
    await insertModules(ctx, { articleId: FIRST_STATIC_ID + i }, routeModules(ctx, refs, route, i));
  }
  await insertModules(ctx, { articleId: TRAINING_CENTER_ARTICLE_ID }, [
    m.heroThematic(ctx, {
      title: `${ctx.shortName} Training Center`,
      description: 'Nowoczesny ośrodek treningowy pierwszej drużyny i akademii.',
      imageKey: 'photo-39',
    }),
    m.gallery(refs.photos(1, 12), 'list', 'Obiekty ośrodka'),
    m.video(
      ctx.video('osrodek'),
      'Wirtualna wizyta w ośrodku',
      'Zobacz, gdzie trenują nasi piłkarze.',
    ),
  ]);
  return rows.length;
}
