import { likeActions, MAX_CLICK_LIKES, type LikeRef } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { createLikeBatcher, type BatchTimer } from './like-batcher';
import { likeCookieAssignment, readLikeUserCounter } from './like-cookie';
import { createLikeStore } from './like-store-client';

const ARTICLE: LikeRef = { id: '42', type: 'article' };

/** A timer that runs only when the test says so. */
function manualTimer() {
  let next = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timer: BatchTimer = {
    set: (callback, ms) => {
      const handle = next++;
      pending.set(handle, { callback, ms });
      return handle;
    },
    clear: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    timer,
    pending,
    delays: () => [...pending.values()].map((entry) => entry.ms),
    fire: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const entry of due) entry.callback();
    },
  };
}

function setup(post: (item: LikeRef) => Promise<unknown> = () => Promise.resolve()) {
  const clock = manualTimer();
  const posts: LikeRef[] = [];
  const cookies: string[] = [];
  const errors: unknown[] = [];
  const sent: number[] = [];
  const batcher = createLikeBatcher({
    item: ARTICLE,
    post: (item) => {
      posts.push(item);
      return post(item);
    },
    writeCookie: (assignment) => cookies.push(assignment),
    onError: (error) => errors.push(error),
    onSent: (count) => sent.push(count),
    timer: clock.timer,
  });
  let userCounter = 0;
  const click = () => {
    const result = batcher.click(userCounter);
    userCounter = result.userCounter;
    return result.added;
  };
  return { batcher, clock, posts, cookies, errors, sent, click };
}

describe('000 §4.2 like batches', () => {
  it('10 clicks → nothing before the 500 ms debounce, then exactly 10 posts', async () => {
    const { batcher, clock, posts, sent, click } = setup();
    for (let i = 0; i < 10; i++) click();
    expect(posts).toHaveLength(0);
    expect(clock.delays()).toEqual([500]);
    expect(batcher.unsent()).toBe(10);
    clock.fire();
    await batcher.idle();
    expect(posts).toEqual(Array.from({ length: 10 }, () => ARTICLE));
    expect(sent).toEqual([10]);
    expect(batcher.unsent()).toBe(0);
  });

  it('each click restarts the debounce (one timer at a time)', () => {
    const { clock, click } = setup();
    click();
    click();
    click();
    expect(clock.pending.size).toBe(1);
  });

  it('000 §5: the 11th click does nothing: no cookie write, no timer, no post', async () => {
    const { batcher, clock, posts, cookies, click } = setup();
    for (let i = 0; i < MAX_CLICK_LIKES; i++) click();
    clock.fire();
    await batcher.idle();
    const cookieWrites = cookies.length;
    expect(click()).toBe(0);
    expect(cookies).toHaveLength(cookieWrites);
    expect(clock.pending.size).toBe(0);
    await batcher.flush();
    expect(posts).toHaveLength(MAX_CLICK_LIKES);
  });

  it('a user already at the cap (from the cookie) cannot add any', async () => {
    const { batcher, posts } = setup();
    expect(batcher.click(MAX_CLICK_LIKES)).toEqual({ added: 0, userCounter: MAX_CLICK_LIKES });
    await batcher.flush();
    expect(posts).toEqual([]);
  });

  it('stores the updated user count in the cookie type+id for a year, path /, Lax', () => {
    const { cookies, click } = setup();
    click();
    click();
    click();
    expect(cookies.at(-1)).toBe('article42=3; max-age=31536000; path=/; SameSite=Lax');
  });

  it('batches follow one another: posts of the second wait for the first', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const { batcher, clock, posts, click } = setup(() => {
      calls += 1;
      return calls === 1
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.resolve();
    });
    click();
    clock.fire();
    click();
    click();
    clock.fire();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts).toHaveLength(1);
    expect(batcher.unsent()).toBe(3);
    release();
    await batcher.idle();
    expect(posts).toHaveLength(3);
  });

  it('a failed post calls the error callback once and stops the batch', async () => {
    const { batcher, clock, posts, errors, sent, click } = setup(() =>
      Promise.reject(new Error('offline')),
    );
    for (let i = 0; i < 4; i++) click();
    clock.fire();
    await batcher.idle();
    expect(posts).toHaveLength(1);
    expect(errors).toEqual([new Error('offline')]);
    expect(sent).toEqual([]);
    expect(batcher.unsent()).toBe(0);
  });

  it('a later batch is still sent after a failed one', async () => {
    let fail = true;
    const { batcher, clock, posts, sent, click } = setup(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    click();
    clock.fire();
    await batcher.idle();
    fail = false;
    click();
    clock.fire();
    await batcher.idle();
    expect(posts).toHaveLength(2);
    expect(sent).toEqual([1]);
  });

  it('flush sends at once and cancels the timer', async () => {
    const { batcher, clock, posts, click } = setup();
    click();
    click();
    await batcher.flush();
    expect(posts).toHaveLength(2);
    expect(clock.pending.size).toBe(0);
  });
});

describe('000 §4.2 like cookie', () => {
  it('reads the user count of type+id, clamped to MAX_CLICK_LIKES, junk as 0', () => {
    expect(readLikeUserCounter('a=1; article42=7; match42=2', 'article', '42')).toBe(7);
    expect(readLikeUserCounter('article42=99', 'article', '42')).toBe(MAX_CLICK_LIKES);
    expect(readLikeUserCounter('article42=x', 'article', '42')).toBe(0);
    expect(readLikeUserCounter('article421=5', 'article', '42')).toBe(0);
    expect(readLikeUserCounter('', 'match', '1')).toBe(0);
  });

  it('writes the count with the 000 §9 attributes', () => {
    expect(likeCookieAssignment('match', '3', 10)).toBe(
      'match3=10; max-age=31536000; path=/; SameSite=Lax',
    );
  });
});

describe('the page like store', () => {
  it('notifies subscribers of changes only', () => {
    const store = createLikeStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.dispatch(likeActions.add(ARTICLE));
    store.dispatch(likeActions.add(ARTICLE));
    store.dispatch(likeActions.like(ARTICLE, 2));
    unsubscribe();
    store.dispatch(likeActions.like(ARTICLE));
    expect(calls).toBe(2);
    expect(store.getState().article42).toMatchObject({ likesCount: 3, userCounter: 3 });
  });
});
