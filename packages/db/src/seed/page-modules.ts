import type { SeedContext } from './context';
import type { ModuleSpec } from './modules';

/** Builders for the CMS modules of 000 §2.10 and 001 §2, with the payloads of 000 §3. */
export const modules = {
  news: (
    title: string,
    articles: readonly number[],
    layout: 'REGULAR' | 'IRREGULAR' | 'STANDARD' | 'PROMO',
    more?: { url: string; text?: string; description?: string },
  ): ModuleSpec => ({
    kind: 'news',
    payload: {
      title,
      layout,
      description: more?.description ?? null,
      button_text: more ? (more.text ?? 'Zobacz więcej') : null,
      external_url: more?.url ?? null,
    },
    items: { articles },
  }),
  heroMain: (articles: readonly number[]): ModuleSpec => ({
    kind: 'hero_main',
    items: { articles },
  }),
  heroThematic: (
    ctx: SeedContext,
    input: {
      title: string;
      description: string;
      imageKey: string;
      url?: string;
      button?: string;
      align?: 'left' | 'right';
    },
  ): ModuleSpec => ({
    kind: 'hero_thematic',
    imageKey: input.imageKey,
    payload: {
      title: input.title,
      description: input.description,
      alignment: input.align ?? 'left',
      external_url: input.url ?? null,
      button_text: input.button ?? (input.url ? 'Dowiedz się więcej' : null),
      button_label: input.url ? 'Zobacz także' : null,
      gradient: true,
    },
  }),
  text: (html: string, anchor?: string): ModuleSpec => ({
    kind: 'text',
    payload: anchor ? { html, anchor } : { html },
  }),
  quotation: (html: string): ModuleSpec => ({ kind: 'quotation', payload: { html } }),
  header: (title: string, anchor?: string): ModuleSpec => ({
    kind: 'header',
    payload: { title, anchor: anchor ?? null },
  }),
  image: (imageKey: string, description: string, url?: string): ModuleSpec => ({
    kind: 'image',
    imageKey,
    payload: { description, external_url: url ?? null, match_center_content: null },
  }),
  gallery: (images: readonly number[], layout: 'list' | 'grid', title = 'Galeria'): ModuleSpec => ({
    kind: 'gallery',
    payload: { layout, title },
    items: { images },
  }),
  video: (url: string, description: string, comment: string): ModuleSpec => ({
    kind: 'video',
    payload: { video: { external_url: url, description }, match_center_content: comment },
  }),
  iframe: (html: string): ModuleSpec => ({ kind: 'iframe', payload: { html } }),
  socialMedia: (
    type: 'facebook' | 'twitter' | 'instagram',
    url: string,
    description: string,
  ): ModuleSpec => ({
    kind: 'social_media',
    payload: { social_media_type: type, external_url: url, description },
  }),
  advertisement: (imageKey: string, url: string): ModuleSpec => ({
    kind: 'advertisement',
    imageKey,
    payload: { url, image_url: null, script: null, alt: 'Reklama partnera' },
  }),
  adMiddle: (): ModuleSpec => ({ kind: 'adMiddle', payload: { slot: 'article-middle' } }),
  defaultKind: (): ModuleSpec => ({ kind: 'default' }),
  faq: (ids: readonly number[]): ModuleSpec => ({
    kind: 'faq',
    payload: { title: 'FAQ' },
    items: { faq_questions: ids },
  }),
  contact: (header: string, ids: readonly number[]): ModuleSpec => ({
    kind: 'contact',
    payload: { header, contacts_order: ids },
    items: { contacts: ids },
  }),
  productList: (ctx: SeedContext, ids: readonly number[]): ModuleSpec => ({
    kind: 'product_list',
    payload: { title: 'Sklep kibica', external_url: ctx.shopUrl, button_text: 'Przejdź do sklepu' },
    items: { products: ids },
  }),
  eventInfo: (ctx: SeedContext, date: Date, location: string, entryInfo: string): ModuleSpec => ({
    kind: 'event_info',
    payload: { date: date.toISOString(), location, entryInfo, ticketsUrl: ctx.ticketsUrl },
  }),
  match: (matchId: number, flags = { home: true, soccer: true }): ModuleSpec => ({
    kind: 'match',
    matchId,
    matchPendingImageKey: 'photo-44',
    matchLiveImageKey: 'photo-45',
    payload: { main_page_home_visible: flags.home, main_page_soccer_visible: flags.soccer },
  }),
  matchList: (matches: readonly number[]): ModuleSpec => ({
    kind: 'match_list',
    payload: { title: 'Mecze' },
    items: { matches },
  }),
  schedule: (matches: readonly number[]): ModuleSpec => ({
    kind: 'schedule',
    payload: { title: 'Terminarz' },
    items: { matches },
  }),
  squad: (squadId: number): ModuleSpec => ({
    kind: 'squad',
    squadId,
    payload: { title: 'Poznaj drużynę' },
  }),
  survey: (surveyId: number): ModuleSpec => ({ kind: 'survey', surveyId }),
  quiz: (quizId: number): ModuleSpec => ({ kind: 'quiz', quizId }),
  payment: (paymentOptionIds: readonly number[]): ModuleSpec => ({
    kind: 'payment',
    items: { payment_options: paymentOptionIds },
    payload: {
      header: 'Wesprzyj fundację',
      description:
        'Twoja darowizna trafia bezpośrednio do dzieci i młodzieży w naszych programach.',
      policy: '100% OF YOUR DONATIONS GO TO SUPPORT PROGRAMS',
      transfer_title: 'darowizna na cele statutowe',
      bank_account: 'PL00 1234 5678 0000 0001 2026 1927',
      swift: 'DEMOPLPWXXX',
      address: 'ul. Sportowa 1, 00-001 Warszawa',
      stats: { programmes: 12, meals: 48_500, volunteers: 230 },
    },
  }),
  /** 001 §2 a form; `privacy: 'foundation'` links the foundation's privacy policy (its pages). */
  contactForm: (
    form: 'volunteer' | 'job' | 'contact',
    privacy?: 'club' | 'foundation',
  ): ModuleSpec => ({
    kind: 'contact_form',
    payload: privacy ? { form, privacy } : { form },
  }),
  statistic: (squadId: number): ModuleSpec => ({
    kind: 'statistic',
    squadId,
    payload: { title: 'Statystyki zawodników' },
  }),
  seasonStatistics: (competitionSeasonId: number): ModuleSpec => ({
    kind: 'competition_season_statistics',
    payload: { title: 'Statystyki sezonu', competition_season_id: competitionSeasonId },
  }),
  /** A round's matches: `matches?filter[round_eq]={name}&filter[competition_season_id_eq]=…`. */
  round: (name: string, competitionSeasonId: number): ModuleSpec => ({
    kind: 'round',
    payload: { name, competition_season_id: competitionSeasonId },
  }),
  group: (groupId: number): ModuleSpec => ({
    kind: 'group',
    payload: { group_id: groupId, title: 'Tabela' },
  }),
};
