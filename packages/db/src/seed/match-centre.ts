import { matchCentreComponents } from '../schema';
import type { SeedContext } from './context';
import { FIRST_TEAM, fullName } from './people';

/**
 * Live coverage of the live match: one timeline item of each of the 14 types of 001 §3, in
 * match order (the newest last; the API lists them newest first).
 */
export async function seedLiveCoverage(
  ctx: SeedContext,
  matchId: number,
  surveyId: number,
): Promise<void> {
  const player = (i: number) => fullName(FIRST_TEAM[i] ?? ['Jan', 'Kowalski']);
  const photo = (n: number) => ctx.image(`photo-${String(n).padStart(2, '0')}`);
  const items: {
    type: string;
    minute: number | null;
    payload: Record<string, unknown>;
    visibility?: string;
  }[] = [
    {
      type: 'text',
      minute: null,
      payload: {
        html: '<p>Dzień dobry! Zapraszamy na relację na żywo. Skład już znamy, za chwilę wyjście na murawę.</p>',
      },
    },
    {
      type: 'component',
      minute: null,
      payload: {
        title: 'Wyjściowa jedenastka',
        html: `<p>${FIRST_TEAM.slice(0, 11).map(fullName).join(', ')}</p>`,
      },
    },
    { type: 'event', minute: 0, payload: { event_type: 'kick_off', label: 'Początek meczu' } },
    {
      type: 'advertisement',
      minute: 5,
      payload: { url: ctx.ticketsUrl, image_id: photo(30) },
      visibility: 'web',
    },
    {
      type: 'twitter',
      minute: 9,
      payload: {
        external_url: 'https://x.example/sokolwarszawa/status/1900000000000000001',
        description: 'Pełne trybuny na starcie meczu.',
      },
    },
    { type: 'goal', minute: 14, payload: { player: player(15), assist: player(11), side: 'home' } },
    { type: 'image', minute: 15, payload: { image_id: photo(12), description: 'Radość po golu!' } },
    {
      type: 'instagram',
      minute: 21,
      payload: {
        external_url: 'https://instagram.example/p/trybuna-live-1',
        description: 'Oprawa kibiców.',
      },
    },
    {
      type: 'penalty',
      minute: 27,
      payload: { player: player(16), side: 'home', scored: false, label: 'Rzut karny obroniony' },
    },
    {
      type: 'event',
      minute: 31,
      payload: { event_type: 'yellow_card', player: player(4), label: 'Żółta kartka' },
    },
    { type: 'own_goal', minute: 36, payload: { player: 'S. Grabowski', side: 'away' } },
    {
      type: 'facebook',
      minute: 40,
      payload: {
        external_url: 'https://facebook.example/sokolwarszawa/posts/123456',
        description: 'Zdjęcia z pierwszej połowy.',
      },
    },
    {
      type: 'survey',
      minute: 45,
      payload: { survey_id: surveyId, title: 'Kto był najlepszy w pierwszej połowie?' },
    },
    {
      type: 'event',
      minute: 45,
      payload: { event_type: 'half_time', label: 'Koniec pierwszej połowy' },
    },
    {
      type: 'substitution',
      minute: 46,
      payload: { player_in: player(17), player_out: player(16), side: 'home' },
    },
    {
      type: 'video',
      minute: 47,
      payload: {
        external_url: ctx.video('skrot-meczu'),
        description: 'Skrót pierwszej połowy.',
      },
      visibility: 'web',
    },
    {
      type: 'video',
      minute: 49,
      payload: {
        external_url: ctx.video('gol'),
        description: 'Zobacz gola z 14. minuty.',
      },
      visibility: 'mobile',
    },
  ];
  await ctx.db.insert(matchCentreComponents).values(
    items.map((item, i) => ({
      matchId,
      type: item.type,
      minute: item.minute,
      visibility: item.visibility ?? null,
      payload: item.payload,
      createdAt: new Date(ctx.now.getTime() - (items.length - i) * 3 * 60 * 1000),
    })),
  );
}
