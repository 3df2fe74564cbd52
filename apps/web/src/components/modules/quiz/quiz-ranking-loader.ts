import {
  QUIZ_RANKING_FIRST_PAGE,
  quizRankingAfterPage,
  type QuizRankingPaging,
} from '@trybuna/domain';
import type { QuizRankingRow } from './quiz-data';

export interface QuizRankingState {
  rows: QuizRankingRow[];
  loading: boolean;
  /** No page is asked for any more: an empty page arrived, or one failed. */
  done: boolean;
  failed: boolean;
}

export interface QuizRankingLoader {
  getState: () => QuizRankingState;
  subscribe: (listener: () => void) => () => void;
  /** Asks for the next page unless one is on its way or the loading has stopped. */
  loadMore: () => Promise<void>;
}

/**
 * 001 §4, §8 ranking: pages 1, 2, 3… one at a time, rows appended (an attempt already shown is
 * not repeated); an empty page or a failed one stops the loading.
 */
export function createRankingLoader(
  fetchPage: (page: number) => Promise<QuizRankingRow[]>,
): QuizRankingLoader {
  let paging: QuizRankingPaging = QUIZ_RANKING_FIRST_PAGE;
  let state: QuizRankingState = { rows: [], loading: false, done: false, failed: false };
  const listeners = new Set<() => void>();
  const set = (changes: Partial<QuizRankingState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadMore: async () => {
      if (state.loading || paging.done) return;
      set({ loading: true });
      try {
        const page = await fetchPage(paging.nextPage);
        paging = quizRankingAfterPage(paging, page.length);
        const known = new Set(state.rows.map((row) => row.id));
        set({
          rows: [...state.rows, ...page.filter((row) => !known.has(row.id))],
          loading: false,
          done: paging.done,
        });
      } catch {
        paging = quizRankingAfterPage(paging, null);
        set({ loading: false, done: true, failed: true });
      }
    },
  };
}
