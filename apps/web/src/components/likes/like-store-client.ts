import { useSyncExternalStore } from 'react';
import {
  LIKE_STORE_INITIAL_STATE,
  likeStoreReducer,
  selectLikeItem,
  type LikeItem,
  type LikeStoreAction,
  type LikeStoreState,
  type LikeType,
} from '@trybuna/domain';

export interface LikeStore {
  getState: () => LikeStoreState;
  dispatch: (action: LikeStoreAction) => void;
  subscribe: (listener: () => void) => () => void;
}

/** The like store of 000 §4.2 (the domain's reducer) with subscribers. */
export function createLikeStore(initial: LikeStoreState = LIKE_STORE_INITIAL_STATE): LikeStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = likeStoreReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The page's like store: every button of one item (an article's top and bottom buttons)
 * shares its counts and cap. It is only written in the browser (effects and clicks).
 */
export const pageLikeStore = createLikeStore();

const noItem = (): LikeItem | undefined => undefined;

/** The item of `type` + `id`, re-rendering when it changes; none during server rendering. */
export function useLikeItem(
  type: LikeType,
  id: string,
  store: LikeStore = pageLikeStore,
): LikeItem | undefined {
  return useSyncExternalStore(
    store.subscribe,
    () => selectLikeItem(store.getState(), type, id),
    noItem,
  );
}
