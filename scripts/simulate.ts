/**
 * `npm run simulate -- <matchId> [--minutes N]`: plays a whole match through the content API's
 * write routes as the DEV demo editor, in about N minutes (default 3): the match is first reset
 * (pending, 0:0, its timeline and incidents removed), then kick-off, both halves, goals,
 * cards, a substitution, text posts, odds moves and the final whistle, each step printed.
 * Fans on the match centre see every step arrive through `/cable`.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '@trybuna/config/env';
import { editorToken } from './lib/editor-session';
import { loadDotEnv } from './lib/dotenv';
import { LiveWriter } from './lib/live-writer';
import { matchPlan, scoreAfter, type PlanStep, type Side } from './lib/match-plan';

/** The DEV demo editor (apps/sso/src/seed.ts); the sso has it in DEV only. */
const DEMO_EDITOR = { email: 'redakcja@example.com', password: 'Trybuna!2026' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { minutes: { type: 'string', default: '3' } },
});
const matchId = positionals[0] ?? '';
const minutes = Number(values.minutes);
if (!/^[1-9][0-9]{0,9}$/.test(matchId) || !(minutes > 0 && minutes <= 180)) {
  console.error('usage: npm run simulate -- <matchId> [--minutes N]  (N from 0.1 to 180)');
  process.exit(2);
}

loadDotEnv();
const env = loadEnv();
const api = new LiveWriter(env.urls.api, () => editorToken(env, DEMO_EDITOR), env.apiKey);

/** A player's name for shirt `n` of a side (the squads' players when the API has them). */
async function rosters(): Promise<Record<Side, string[]>> {
  const match = (await api.read(`matches/${matchId}?include=home_squad,away_squad`)) as Record<
    string,
    { id?: string } | undefined
  >;
  const roster = async (relationship: string, fallback: string): Promise<string[]> => {
    const squadId = match[relationship]?.id;
    if (!squadId) return [];
    const players = (await api.read(
      `squad_players?filter[squad_id_eq]=${squadId}&page[size]=30`,
    )) as { first_name?: string; last_name?: string }[];
    const names = players.map((p) => `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim());
    return names.length > 0
      ? names
      : Array.from({ length: 23 }, (_, n) => `${fallback} ${String(n + 1)}`);
  };
  return {
    home: await roster('home_squad', 'Zawodnik gospodarzy'),
    away: await roster('away_squad', 'Zawodnik gości'),
  };
}

const players = await rosters();
const name = (side: Side, n: number) => {
  const list = players[side];
  return list.length > 0 ? (list[n % list.length] ?? 'Zawodnik') : `Zawodnik ${String(n)}`;
};
const log = (minute: number | string, text: string) => {
  console.log(`${String(minute).padStart(3)}'  ${text}`);
};

// Reset: the match pending at 0:0, without the timeline and incidents of an earlier run.
await api.clear(matchId);
await api.patchMatch(matchId, {
  status: 'pending',
  home_squad_score: 0,
  away_squad_score: 0,
  period: null,
  elapsed_seconds: null,
});
await api.putOdds(matchId, {
  home: [1.9, 'decreased'],
  draw: [3.5, 'increased'],
  away: [4.1, 'increased'],
});
log('-', `match ${matchId} reset: pending, 0:0, odds 1.90 / 3.50 / 4.10`);

async function play(step: PlanStep, minute: number, index: number): Promise<string> {
  const elapsed = minute * 60;
  const score = scoreAfter(plan, index);
  switch (step.kind) {
    case 'kick_off':
      await api.patchMatch(matchId, { status: 'live', period: '1. połowa', elapsed_seconds: 0 });
      await api.postItem(matchId, 'event', 0, { event_type: 'kick_off' });
      return 'kick-off';
    case 'text':
      await api.postItem(matchId, 'text', minute, { html: step.html });
      return 'text post';
    case 'goal':
    case 'penalty': {
      const scorer = name(step.side, step.scorer);
      if (step.kind === 'goal') {
        const assist = step.assist === undefined ? {} : { assist: name(step.side, step.assist) };
        await api.postItem(matchId, 'goal', minute, { player: scorer, side: step.side, ...assist });
      } else {
        await api.postItem(matchId, 'penalty', minute, { player: scorer, side: step.side });
      }
      await api.postIncident(matchId, {
        type: step.kind,
        section_type: 'goal',
        minute,
        side: step.side,
        player_name: scorer,
      });
      await api.patchMatch(matchId, {
        home_squad_score: score.home,
        away_squad_score: score.away,
        elapsed_seconds: elapsed,
      });
      return `${step.kind === 'goal' ? 'goal' : 'penalty goal'}: ${scorer} (${step.side}), ${String(score.home)}:${String(score.away)}`;
    }
    case 'card': {
      const player = name(step.side, step.player);
      await api.postItem(matchId, 'event', minute, {
        event_type: step.colour === 'yellow' ? 'yellow_card' : 'red_card',
        player,
      });
      if (step.colour === 'red') {
        await api.postIncident(matchId, {
          type: 'red_card',
          section_type: 'other_incident',
          minute,
          side: step.side,
          player_name: player,
        });
      }
      return `${step.colour} card: ${player} (${step.side})`;
    }
    case 'substitution': {
      const playerIn = name(step.side, step.playerIn);
      const playerOut = name(step.side, step.playerOut);
      await api.postItem(matchId, 'substitution', minute, {
        player_in: playerIn,
        player_out: playerOut,
        side: step.side,
      });
      return `substitution (${step.side}): ${playerIn} for ${playerOut}`;
    }
    case 'odds': {
      await api.putOdds(matchId, {
        home: [step.home, 'decreased'],
        draw: [step.draw, 'increased'],
        away: [step.away, 'increased'],
      });
      return `odds ${step.home.toFixed(2)} / ${step.draw.toFixed(2)} / ${step.away.toFixed(2)}`;
    }
    case 'half_time':
      await api.patchMatch(matchId, { period: 'przerwa', elapsed_seconds: 2700 });
      await api.postItem(matchId, 'event', 45, { event_type: 'half_time' });
      return 'half time';
    case 'second_half':
      await api.patchMatch(matchId, { period: '2. połowa', elapsed_seconds: 2700 });
      await api.postItem(matchId, 'event', 46, { event_type: 'second_half_started' });
      return 'second half';
    case 'full_time':
      await api.postItem(matchId, 'event', 90, { event_type: 'second_half_ended' });
      await api.postItem(matchId, 'event', 90, { event_type: 'match_ended' });
      await api.patchMatch(matchId, { status: 'ended', elapsed_seconds: 5400 });
      return `full time, ${String(score.home)}:${String(score.away)}`;
  }
}

const plan = matchPlan(minutes);
const start = Date.now();
for (const [index, { minute, atMs, step }] of plan.entries()) {
  const wait = start + atMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (step.kind !== 'kick_off' && step.kind !== 'half_time' && step.kind !== 'second_half') {
    // The clock of every other step: the match minute it happens in.
    if (step.kind !== 'full_time' && step.kind !== 'goal' && step.kind !== 'penalty') {
      await api.patchMatch(matchId, { elapsed_seconds: minute * 60 });
    }
  }
  log(minute, await play(step, minute, index));
}
console.log(`Simulated match ${matchId} in ${((Date.now() - start) / 60_000).toFixed(1)} min.`);
