import { describe, expect, it } from 'vitest';
import {
  ERROR_REDIRECT_MS,
  HERO_AUTOPLAY_MS,
  HERO_FADE_MS,
  ONLINE_PROBE_INTERVAL_MS,
  SMART_BANNER_LOADING_MS,
  TOAST_DURATIONS,
} from '../src/browsing';
import { LIVE_FALLBACK_POLL_MS } from '../src/live-channel';
import { COUNTDOWN_TICK_MS, COUNTER_POLL_MS } from '../src/match-cards';
import { MATCH_CLOCK_TICK_MS } from '../src/match-clock';
import { TICKET_BELT_AUTOPLAY_MS, TICKET_BELT_REFRESH_MS } from '../src/ticket-belt';

/**
 * The timings of 000 §9 "Timings" and 001 §9 "Matches" / "Ticket belt", each read by the
 * component that runs it (no component writes its own).
 */
describe('000 §9 timings', () => {
  it.each([
    ['Hero carousel: autoplay 6000 ms', HERO_AUTOPLAY_MS, 6000],
    ['Hero carousel: transition 400 ms', HERO_FADE_MS, 400],
    ['Online probe 2000 ms', ONLINE_PROBE_INTERVAL_MS, 2000],
    ['Smart banner loading flag 250 ms', SMART_BANNER_LOADING_MS, 250],
    ['Error page redirect 5 s', ERROR_REDIRECT_MS, 5000],
    ['Toast duration: 3000 ms by default', TOAST_DURATIONS.default, 3000],
    ['link copied, 3000 ms (000 §8)', TOAST_DURATIONS.linkCopied, 3000],
    ['copy failed, 5000 ms (000 §8)', TOAST_DURATIONS.linkCopyError, 5000],
    ['login prompt toast 5000 ms', TOAST_DURATIONS.loginPrompt, 5000],
    ['data could not be loaded: hides after 6000 ms', TOAST_DURATIONS.dataLoadError, 6000],
    ["the 'new content' toast never auto-hides", TOAST_DURATIONS.newContent, null],
  ])('%s', (_reading, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('001 §9 timings', () => {
  it.each([
    ['Match counter polling: 1 s', COUNTER_POLL_MS, 1000],
    ['countdown tick: 1 s', COUNTDOWN_TICK_MS, 1000],
    ['Ticket belt: autoplay every 3600 ms', TICKET_BELT_AUTOPLAY_MS, 3600],
  ])('%s', (_reading, value, expected) => {
    expect(value).toBe(expected);
  });

  it("the match centre's clock ticks by the second it shows (001 §4 m:ss)", () => {
    expect(MATCH_CLOCK_TICK_MS).toBe(1000);
  });

  it('beyond the spec: the belt re-reads its counters within a minute, the live page every 5 s without its socket (docs/live.md)', () => {
    expect(TICKET_BELT_REFRESH_MS).toBeLessThanOrEqual(60_000);
    expect(LIVE_FALLBACK_POLL_MS).toBe(5000);
  });
});
