import {
  isQuizAttemptComplete,
  quizNextAction,
  type QuizNextAction,
  type QuizSummary,
} from '@trybuna/domain';
import type { ImageSource } from '@/components/modules/image-source';
import { startQuizTimer, type TimerClock } from './quiz-timer';

/** A served question as the card shows it. */
export interface QuizQuestionView {
  id: string;
  /** 1-based. */
  number: number;
  content: string;
  image: ImageSource | null;
  /** The picture's description, empty when it has none. */
  imageAlt: string;
  answers: { id: string; content: string }[];
}

export interface ServedQuestion {
  question: QuizQuestionView;
  /** The attempt's size as the server says; null when it does not. */
  count: number | null;
  /** Seconds for the answer; null when the server does not say. */
  total: number | null;
  /** The server's seconds left (a reload continues its clock); null when it does not say. */
  remaining: number | null;
}

export interface SavedAnswer {
  correctId: string | null;
  /** The server stored a timeout (no answer, or an answer after its clock ran out). */
  timedOut: boolean;
  /**
   * Seconds until the server tells the correct answer (issue 30: a null answer that reached it
   * before its own clock ran out); 0 when `correctId` is told.
   */
  revealIn: number;
}

/** How many times the correct answer of an early null answer is asked for again. */
const REVEAL_TRIES = 3;

/**
 * idle: nothing asked yet (or the quiz left to finish); loading: a question on its way;
 * answering: the timer runs; saving: the answer on its way; answered: marked, the next button
 * shown; finishing: `finish_quiz` on its way; finished: the summary; left: the fan left the
 * page mid-question (a null answer sent).
 */
type QuizPhase =
  'idle' | 'loading' | 'answering' | 'saving' | 'answered' | 'finishing' | 'finished' | 'left';

export interface QuizPlayState {
  phase: QuizPhase;
  question: QuizQuestionView | null;
  /** Seconds for this question (the bar's 100%). */
  total: number;
  /** The attempt's size. */
  count: number;
  chosenId: string | null;
  correctId: string | null;
  timedOut: boolean;
  answeredCount: number;
  summary: QuizSummary | null;
  /** The last save or finish failed (the fan may go on or try again). */
  failed: 'answer' | 'finish' | null;
}

export interface QuizSessionDeps {
  numberOfAttemptQuestions: number;
  secondsForAnswer: number;
  nextQuestion: () => Promise<ServedQuestion>;
  answer: (questionId: string, answerId: string | null, answerTime: number) => Promise<SavedAnswer>;
  finish: () => Promise<QuizSummary>;
  /** Saves the null answer of a question the fan leaves; must start its request at once. */
  leave: (questionId: string) => void;
  /** The fan's stored answer to a question as the server tells it now (re-read). */
  stored?: (questionId: string) => Promise<SavedAnswer | null>;
  /** Resolves after `ms` milliseconds (the browser's `setTimeout`). */
  wait?: (ms: number) => Promise<void>;
  clock: TimerClock;
}

export interface QuizSession {
  getState: () => QuizPlayState;
  subscribe: (listener: () => void) => () => void;
  /** Seconds left on the current question (its own store: it changes every 10 ms). */
  getRemaining: () => number;
  subscribeRemaining: (listener: () => void) => () => void;
  /** What the fetched quiz says: answers already given, or the attempt's summary. */
  restore: (input: { answeredCount: number; summary: QuizSummary | null }) => void;
  start: () => Promise<void>;
  choose: (answerId: string) => Promise<void>;
  next: () => Promise<void>;
  finish: () => Promise<void>;
  nextAction: () => QuizNextAction;
  leave: () => void;
  resume: () => Promise<void>;
  /** Stops the timer (the component goes away; its subscriptions end with it). */
  dispose: () => void;
}

/**
 * 001 §4 question flow, outside React (the card subscribes to it): fetch a question, run its
 * timer from the server's `remaining_time`, accept one answer (a click, or null with 0 s at the
 * timeout), mark it from `correct_quiz_answer_id`, go on or finish once the answered count
 * reaches the attempt's size; a failed question fetch finishes the quiz (001 §8).
 */
export function createQuizSession(deps: QuizSessionDeps): QuizSession {
  let state: QuizPlayState = {
    phase: 'idle',
    question: null,
    total: deps.secondsForAnswer,
    count: deps.numberOfAttemptQuestions,
    chosenId: null,
    correctId: null,
    timedOut: false,
    answeredCount: 0,
    summary: null,
    failed: null,
  };
  let remaining = deps.secondsForAnswer;
  let stopTimer: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const remainingListeners = new Set<() => void>();

  const set = (changes: Partial<QuizPlayState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const setRemaining = (value: number) => {
    remaining = value;
    for (const listener of remainingListeners) listener();
  };
  const halt = () => {
    stopTimer?.();
    stopTimer = null;
  };

  const nextAction = (): QuizNextAction =>
    isQuizAttemptComplete(state.answeredCount, state.count)
      ? 'finish'
      : quizNextAction(state.question?.number ?? 0, state.count);

  async function finish() {
    if (state.phase === 'finishing' || state.phase === 'finished') return;
    halt();
    const before = state.question ? 'answered' : 'idle';
    set({ phase: 'finishing', failed: null });
    try {
      const summary = await deps.finish();
      set({ phase: 'finished', summary });
    } catch {
      set({ phase: before, failed: 'finish' });
    }
  }

  /**
   * Issue 30: the server tells the correct answer of a null answer only once its own clock has
   * run out. A site timer ahead of it (a fast-forwarded test clock, rounding) asks again when
   * the server said it would tell, while the fan is still on that question.
   */
  async function reveal(questionId: string, saved: SavedAnswer) {
    const stillOn = () => state.question?.id === questionId && state.phase === 'answered';
    let wait = saved.revealIn;
    for (let tries = 0; tries < REVEAL_TRIES && deps.stored && deps.wait; tries += 1) {
      await deps.wait(Math.ceil(Math.max(wait, 0.1) * 1000));
      if (!stillOn()) return;
      const now = await deps.stored(questionId).catch(() => null);
      if (!stillOn()) return;
      if (now?.correctId) {
        set({ correctId: now.correctId });
        return;
      }
      wait = now?.revealIn ?? 1;
    }
  }

  async function save(answerId: string | null) {
    const question = state.question;
    if (state.phase !== 'answering' || !question) return;
    halt();
    const answerTime = answerId === null ? 0 : remaining;
    if (answerId === null) setRemaining(0);
    set({ phase: 'saving', chosenId: answerId, correctId: null, timedOut: false, failed: null });
    try {
      const saved = await deps.answer(question.id, answerId, answerTime);
      set({
        phase: 'answered',
        correctId: saved.correctId,
        timedOut: answerId === null || saved.timedOut,
        answeredCount: state.answeredCount + 1,
      });
      if (saved.correctId === null && saved.revealIn > 0) void reveal(question.id, saved);
    } catch {
      set({ phase: 'answered', timedOut: answerId === null, failed: 'answer' });
    }
  }

  async function start() {
    if (!['idle', 'answered', 'left'].includes(state.phase)) return;
    if (isQuizAttemptComplete(state.answeredCount, state.count)) {
      await finish();
      return;
    }
    halt();
    set({ phase: 'loading', failed: null });
    let served: ServedQuestion;
    try {
      served = await deps.nextQuestion();
    } catch {
      // 001 §8: the next question cannot be fetched (none left, the quiz ended…): finish.
      set({ phase: state.question ? 'answered' : 'idle' });
      await finish();
      return;
    }
    const total = served.total ?? deps.secondsForAnswer;
    const seconds = Math.min(total, Math.max(0, served.remaining ?? total));
    set({
      phase: 'answering',
      question: served.question,
      total,
      count: served.count ?? state.count,
      chosenId: null,
      correctId: null,
      timedOut: false,
    });
    setRemaining(seconds);
    stopTimer = startQuizTimer({
      seconds,
      clock: deps.clock,
      onTick: setRemaining,
      onEnd: () => {
        stopTimer = null;
        void save(null);
      },
    });
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRemaining: () => remaining,
    subscribeRemaining: (listener) => {
      remainingListeners.add(listener);
      return () => remainingListeners.delete(listener);
    },
    restore: ({ answeredCount, summary }) => {
      if (state.phase !== 'idle') return;
      set(
        summary
          ? { phase: 'finished', summary, answeredCount }
          : { answeredCount: Math.max(state.answeredCount, answeredCount) },
      );
    },
    start,
    choose: async (answerId) => {
      // 001 §5: an answer is ignored once the question has been answered.
      if (!state.question?.answers.some((answer) => answer.id === answerId)) return;
      await save(answerId);
    },
    next: async () => {
      if (state.phase !== 'answered') return;
      if (state.failed === 'finish' || nextAction() === 'finish') await finish();
      else await start();
    },
    finish,
    nextAction,
    leave: () => {
      // 001 §4 step 7: leaving while a question waits saves a null answer for it.
      const question = state.question;
      if (state.phase !== 'answering' || !question) return;
      halt();
      deps.leave(question.id);
      set({ phase: 'left' });
    },
    resume: async () => {
      if (state.phase !== 'left') return;
      set({ answeredCount: state.answeredCount + 1 });
      await start();
    },
    dispose: halt,
  };
}

/** Wires the page's `pagehide` (leave) and a page shown again from the back/forward cache. */
export function watchPageLeave(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  session: Pick<QuizSession, 'leave' | 'resume'>,
): () => void {
  const onHide = () => {
    session.leave();
  };
  const onShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) void session.resume();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
