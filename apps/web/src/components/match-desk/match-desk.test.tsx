import { ApiError } from '@trybuna/api-client';
import * as liveWrites from '@trybuna/api-client/calls/live-writes';
import { createApiClient } from '@trybuna/api-client/client';
import { DESK_STEPS } from '@trybuna/domain';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthApi } from '@/components/auth/auth-context';
import type { TimelineItem } from '@/lib/match-centre-data';
import { renderModule } from '@/components/modules/test-render';
import { deskCalls, deskFailure, type DeskCalls } from './desk-calls';
import { editableField, editedPayload } from './item-dialogs';
import { MatchDesk } from './match-desk';
import { playStep } from './period-panel';
import { postPayload } from './post-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const item = (type: string, payload: Record<string, unknown>): TimelineItem => ({
  id: '9',
  type,
  minute: 12,
  payload,
  imageUrl: null,
});

/** A DeskCalls that records what would be written. */
function recordingCalls(): { calls: DeskCalls; log: unknown[][] } {
  const log: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      log.push([name, ...args]);
      return Promise.resolve('1') as never;
    };
  const calls = Object.fromEntries(
    [
      'postItem',
      'updateItem',
      'deleteItem',
      'patchMatch',
      'postIncident',
      'deleteIncident',
      'putOdds',
    ].map((name) => [name, record(name)]),
  ) as unknown as DeskCalls;
  return { calls, log };
}

describe('desk posts and edits', () => {
  it('postPayload: text as escaped paragraphs, photos and embeds with their address', () => {
    expect(postPayload('text', form({ text: 'Gol!\n<i>x</i>' }))).toEqual({
      html: '<p>Gol!</p><p>&lt;i&gt;x&lt;/i&gt;</p>',
    });
    expect(postPayload('image', form({ url: 'https://a.example/p.jpg', description: '' }))).toEqual(
      {
        image_url: 'https://a.example/p.jpg',
      },
    );
    expect(
      postPayload('twitter', form({ url: 'https://x.example/1', description: 'Zobacz' })),
    ).toEqual({
      external_url: 'https://x.example/1',
      description: 'Zobacz',
    });
  });

  it('editableField: text for text items, the description of embeds with an address, else none', () => {
    expect(editableField(item('text', { html: '<p>a</p>' }))).toBe('text');
    expect(editableField(item('component', { html: '<p>a</p>' }))).toBe('text');
    expect(editableField(item('video', { external_url: 'https://v.example' }))).toBe('description');
    expect(editableField(item('image', { image_id: 4 }))).toBeNull();
    expect(editableField(item('goal', { player: 'A' }))).toBeNull();
  });

  it('editedPayload keeps what the form does not change', () => {
    expect(
      editedPayload(item('component', { title: 'Skład', html: '<p>a</p>' }), form({ text: 'b' })),
    ).toEqual({ title: 'Skład', html: '<p>b</p>' });
    expect(
      editedPayload(
        item('image', { image_url: 'https://a.example/p.jpg', description: 'old' }),
        form({ description: '' }),
      ),
    ).toEqual({ image_url: 'https://a.example/p.jpg' });
    expect(editedPayload(item('goal', { player: 'A' }), form({}))).toBeUndefined();
  });
});

describe('period steps', () => {
  const step = (id: string) => {
    const found = DESK_STEPS.find((s) => s.id === id);
    if (!found) throw new Error(id);
    return found;
  };
  const now = new Date('2026-11-29T17:30:00Z');

  it('kick-off starts the clock from now, then posts the kick-off event at minute 0', async () => {
    const { calls, log } = recordingCalls();
    await playStep(calls, step('kick_off'), now);
    expect(log).toEqual([
      ['patchMatch', { status: 'live', period: '1. połowa', period_started_at: now.toISOString() }],
      ['postItem', { type: 'event', minute: 0, payload: { event_type: 'kick_off' } }],
    ]);
  });

  it('full time holds the clock at 90:00 and posts both events in order', async () => {
    const { calls, log } = recordingCalls();
    await playStep(calls, step('full_time'), now);
    expect(log.map((entry) => entry[0])).toEqual(['patchMatch', 'postItem', 'postItem']);
    expect(log[0]?.[1]).toEqual({ status: 'ended', period: '2. połowa', elapsed_seconds: 5400 });
  });
});

describe('deskCalls and deskFailure', () => {
  it('signs each request with the token withUserToken gives it', async () => {
    const sent: { url: string; user: string | null }[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example/api/v3',
      fetch: (input, init) => {
        sent.push({
          url: input instanceof Request ? input.url : input.toString(),
          user: new Headers(init?.headers).get('User-Authorization'),
        });
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    let tokens = 0;
    const calls = deskCalls(liveWrites, client, '12', (call) => call(`token-${String(++tokens)}`));
    await calls.deleteItem('5');
    await calls.deleteIncident('6');
    expect(sent).toEqual([
      { url: 'https://api.example/api/v3/match_centre_components/5', user: 'token-1' },
      { url: 'https://api.example/api/v3/incidents/6', user: 'token-2' },
    ]);
  });

  it.each([
    [403, 'forbidden'],
    [401, 'signedOut'],
    [422, 'invalid'],
    [429, 'tooMany'],
    [500, 'failed'],
    [0, 'failed'],
  ] as const)('status %s → %s', (status, failure) => {
    expect(deskFailure(new ApiError('x', { status, data: null }))).toBe(failure);
  });

  it('a call without a session is signed out', () => {
    expect(deskFailure(new Error('Not signed in'))).toBe('signedOut');
  });
});

describe('MatchDesk: the door', () => {
  const props = {
    matchId: '12',
    apiBase: 'https://api.example/api/v3',
    cableUrl: 'ws://api.example/cable',
    initial: {
      live: {
        status: 'pending',
        home_squad_score: null,
        away_squad_score: null,
        period: null,
        elapsed_seconds: null,
        clock_updated_at: null,
      },
      odds: [],
      incidents: [],
      items: [],
      hasMore: false,
      statistics: null,
      lineups: null,
    },
    renderedAt: 0,
    homeName: 'Sokół',
    awayName: 'Orzeł',
    home: 'Sokół',
    away: 'Orzeł',
  };
  const withAuth = (state: Partial<AuthApi['state']>) => {
    const api: AuthApi = {
      state: {
        status: 'out',
        isInitialized: true,
        user: null,
        fanUserSub: null,
        token: null,
        ...state,
      },
      openAccount: () => undefined,
      withUserToken: () => Promise.reject(new Error('Not signed in')),
    };
    return renderModule(
      <AuthContext.Provider value={api}>
        <MatchDesk {...props} />
      </AuthContext.Provider>,
    );
  };
  const token = (roles: string[]) =>
    new SignJWT({ roles })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-of-at-least-32-bytes-long!!'));

  it('checking, then logged out: the login button and no controls', () => {
    expect(withAuth({ status: 'loading', isInitialized: false })).toContain('Sprawdzamy logowanie');
    const out = withAuth({ status: 'out' });
    expect(out).toContain('Zaloguj się kontem redakcji, aby prowadzić relację.');
    expect(out).not.toContain('Opublikuj');
  });

  it('a fan is refused; an editor gets the controls with the next period step', async () => {
    const fan = withAuth({ status: 'in', token: await token([]) });
    expect(fan).toContain('To konto nie może prowadzić relacji.');
    expect(fan).not.toContain('Opublikuj');
    const editor = withAuth({ status: 'in', token: await token(['editor']) });
    for (const text of [
      'Rozpocznij mecz',
      'Opublikuj',
      'Dodaj gola',
      'Dodaj kartkę',
      'Dodaj zmianę',
      'Zapisz kursy',
      'Zapisz statystyki',
    ]) {
      expect(editor).toContain(text);
    }
  });
});
