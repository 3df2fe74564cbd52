import { describe, expect, it } from 'vitest';
import {
  DEBOUNCE_LONG_MS,
  LIKE_STORE_INITIAL_STATE,
  likeActions,
  likeKey,
  likeStoreReducer,
  selectLikeItem,
  type LikeRef,
  type LikeStoreAction,
  type LikeStoreState,
} from '../src/like-store';
import { MAX_CLICK_LIKES } from '../src/likes';

const article: LikeRef = { id: '42', type: 'article' };
const match: LikeRef = { id: '42', type: 'match' };

const run = (...actions: LikeStoreAction[]): LikeStoreState =>
  actions.reduce(likeStoreReducer, LIKE_STORE_INITIAL_STATE);

describe('000 §4.2 Likes: items keyed by type + id', () => {
  it('the key is type + id, the like cookie name (article42)', () => {
    expect(likeKey('article', '42')).toBe('article42');
    expect(likeKey('squad_player', 7)).toBe('squad_player7');
  });

  it('the same id of two types are two items', () => {
    const state = run(likeActions.add(article), likeActions.add(match));
    expect(Object.keys(state).sort()).toEqual(['article42', 'match42']);
  });
});

describe('000 §4.2 Likes: add', () => {
  it('creates the item with isInitialized false, likesCount 0, sent 0, userCounter 0', () => {
    expect(selectLikeItem(run(likeActions.add(article)), 'article', '42')).toEqual({
      id: '42',
      type: 'article',
      likesCount: 0,
      sent: 0,
      userCounter: 0,
      isInitialized: false,
    });
  });

  it('does nothing when the item already exists (same state object)', () => {
    const state = run(
      likeActions.add(article),
      likeActions.initialise(article, { likesCount: 30 }),
    );
    expect(likeStoreReducer(state, likeActions.add(article))).toBe(state);
  });

  it('does not mutate the previous state', () => {
    const before = LIKE_STORE_INITIAL_STATE;
    likeStoreReducer(before, likeActions.add(article));
    expect(before).toEqual({});
  });
});

describe('000 §4.2 Likes: initialise', () => {
  it("merges the server's values and sets isInitialized true", () => {
    const state = run(
      likeActions.add(article),
      likeActions.initialise(article, { likesCount: 120, userCounter: 3 }),
    );
    expect(selectLikeItem(state, 'article', '42')).toEqual({
      id: '42',
      type: 'article',
      likesCount: 120,
      sent: 0,
      userCounter: 3,
      isInitialized: true,
    });
  });

  it('keeps the values it is not given', () => {
    const state = run(
      likeActions.add(article),
      likeActions.like(article, 2),
      likeActions.initialise(article, { likesCount: 50 }),
    );
    expect(selectLikeItem(state, 'article', '42')).toMatchObject({
      likesCount: 50,
      userCounter: 2,
      isInitialized: true,
    });
  });

  it('an unreadable or out-of-range value is clamped (userCounter at most MAX_CLICK_LIKES)', () => {
    const state = run(
      likeActions.initialise(article, { likesCount: Number.NaN, userCounter: 99, sent: -3 }),
    );
    expect(selectLikeItem(state, 'article', '42')).toMatchObject({
      likesCount: 0,
      userCounter: MAX_CLICK_LIKES,
      sent: 0,
      isInitialized: true,
    });
  });
});

describe('000 §4.2 Likes: like', () => {
  it('adds likes to likesCount and userCounter', () => {
    const state = run(
      likeActions.add(article),
      likeActions.initialise(article, { likesCount: 9 }),
      likeActions.like(article),
      likeActions.like(article, 3),
    );
    expect(selectLikeItem(state, 'article', '42')).toMatchObject({
      likesCount: 13,
      userCounter: 4,
    });
  });

  it('caps userCounter at MAX_CLICK_LIKES, adding only the remainder', () => {
    const state = run(
      likeActions.initialise(article, { likesCount: 100, userCounter: 8 }),
      likeActions.like(article, 5),
    );
    expect(selectLikeItem(state, 'article', '42')).toMatchObject({
      likesCount: 102,
      userCounter: MAX_CLICK_LIKES,
    });
  });

  it('000 §5: the click after the cap does nothing (same state object)', () => {
    let state = run(likeActions.add(article));
    for (let i = 0; i < MAX_CLICK_LIKES; i++)
      state = likeStoreReducer(state, likeActions.like(article));
    expect(selectLikeItem(state, 'article', '42')).toMatchObject({
      likesCount: 10,
      userCounter: 10,
    });
    expect(likeStoreReducer(state, likeActions.like(article))).toBe(state);
  });

  it('one item at the cap leaves the others free', () => {
    const state = run(likeActions.like(article, 10), likeActions.like(match, 1));
    expect(selectLikeItem(state, 'match', '42')).toMatchObject({ userCounter: 1 });
  });
});

describe('000 §4.2 Likes: sent', () => {
  it('adds to sent', () => {
    const state = run(
      likeActions.add(article),
      likeActions.like(article, 4),
      likeActions.sent(article, 3),
      likeActions.sent(article, 1),
    );
    expect(selectLikeItem(state, 'article', '42')).toMatchObject({ sent: 4, userCounter: 4 });
  });

  it('sending 0 changes nothing', () => {
    const state = run(likeActions.add(article));
    expect(likeStoreReducer(state, likeActions.sent(article, 0))).toBe(state);
  });
});

describe('000 §9 debounce long', () => {
  it('is 500 ms', () => {
    expect(DEBOUNCE_LONG_MS).toBe(500);
  });
});
