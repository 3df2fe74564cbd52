import { applyLikeClicks, MAX_CLICK_LIKES, type LikeType } from './likes';

/** 000 §9: the long debounce, after which collected like clicks are sent as one batch. */
export const DEBOUNCE_LONG_MS = 500;

/** The item a like button stands for. */
export interface LikeRef {
  id: string;
  type: LikeType;
}

/** 000 §3 client like item, kept per content item. */
export interface LikeItem extends LikeRef {
  /** The item's total, this user's likes included. */
  likesCount: number;
  /** Likes of this user posted to the API. */
  sent: number;
  /** Likes this user added (at most MAX_CLICK_LIKES; the cookie `type+id` remembers it). */
  userCounter: number;
  isInitialized: boolean;
}

/** Items keyed by `likeKey(type, id)`. */
export type LikeStoreState = Readonly<Record<string, LikeItem>>;

/** What `initialise` may merge from the server (and the like cookie). */
export type LikeServerValues = Partial<Pick<LikeItem, 'likesCount' | 'sent' | 'userCounter'>>;

export type LikeStoreAction =
  | { type: 'likes/add'; item: LikeRef }
  | { type: 'likes/initialise'; item: LikeRef; values: LikeServerValues }
  | { type: 'likes/like'; item: LikeRef; count: number }
  | { type: 'likes/sent'; item: LikeRef; count: number };

export const LIKE_STORE_INITIAL_STATE: LikeStoreState = Object.freeze({});

/** 000 §4.2: an item's key, type + id (`article42`), which is also its cookie's name. */
export function likeKey(type: LikeType, id: string | number): string {
  return `${type}${String(id)}`;
}

/** 000 §4.2 "add": a new item starts uninitialised with every count at 0. */
export function newLikeItem(item: LikeRef): LikeItem {
  return {
    id: item.id,
    type: item.type,
    likesCount: 0,
    sent: 0,
    userCounter: 0,
    isInitialized: false,
  };
}

const count = (value: number | undefined, fallback: number, max = Infinity): number =>
  value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(max, Math.max(0, Math.floor(value)));

function put(state: LikeStoreState, key: string, next: LikeItem): LikeStoreState {
  return { ...state, [key]: next };
}

/** The like store of 000 §4.2 as a pure reducer. Unknown items are added on first use. */
export function likeStoreReducer(state: LikeStoreState, action: LikeStoreAction): LikeStoreState {
  const key = likeKey(action.item.type, action.item.id);
  const existing = state[key];
  switch (action.type) {
    case 'likes/add':
      return existing ? state : put(state, key, newLikeItem(action.item));
    case 'likes/initialise': {
      const item = existing ?? newLikeItem(action.item);
      const { values } = action;
      return put(state, key, {
        ...item,
        likesCount: count(values.likesCount, item.likesCount),
        sent: count(values.sent, item.sent),
        userCounter: count(values.userCounter, item.userCounter, MAX_CLICK_LIKES),
        isInitialized: true,
      });
    }
    case 'likes/like': {
      const item = existing ?? newLikeItem(action.item);
      const { added, userCounter } = applyLikeClicks(item.userCounter, action.count);
      if (added === 0) return existing ? state : put(state, key, item);
      return put(state, key, { ...item, likesCount: item.likesCount + added, userCounter });
    }
    case 'likes/sent': {
      const item = existing ?? newLikeItem(action.item);
      const sent = count(action.count, 0);
      if (sent === 0) return existing ? state : put(state, key, item);
      return put(state, key, { ...item, sent: item.sent + sent });
    }
  }
}

/** Action creators of the like store. */
export const likeActions = {
  add: (item: LikeRef): LikeStoreAction => ({ type: 'likes/add', item }),
  initialise: (item: LikeRef, values: LikeServerValues): LikeStoreAction => ({
    type: 'likes/initialise',
    item,
    values,
  }),
  like: (item: LikeRef, count = 1): LikeStoreAction => ({ type: 'likes/like', item, count }),
  sent: (item: LikeRef, count: number): LikeStoreAction => ({ type: 'likes/sent', item, count }),
};

/** The item of `type` + `id`, if the store has it. */
export function selectLikeItem(
  state: LikeStoreState,
  type: LikeType,
  id: string | number,
): LikeItem | undefined {
  return state[likeKey(type, id)];
}
