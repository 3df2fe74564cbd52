import * as quizCalls from '@trybuna/api-client/calls/quizzes';
import { createApiClient } from '@trybuna/api-client/client';
import type { QuizSummary } from '@trybuna/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLeaveAnswer } from './quiz-data';
import {
  createQuizSession,
  watchPageLeave,
  type QuizQuestionView,
  type QuizSessionDeps,
  type ServedQuestion,
} from './quiz-session';
import { startQuizTimer, type TimerClock } from './quiz-timer';

/** The browser's timers as the fake timers run them (Date moves with them). */
const clock: TimerClock = {
  now: () => Date.now(),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => {
    clearInterval(handle as ReturnType<typeof setInterval>);
  },
};

const question = (id: string, number: number): QuizQuestionView => ({
  id,
  number,
  content: `Pytanie ${id}`,
  image: null,
  imageAlt: '',
  answers: [
    { id: `${id}a`, content: 'A' },
    { id: `${id}b`, content: 'B' },
  ],
});

const SUMMARY: QuizSummary = { correctPercent: 50, points: 1, totalTime: '7.50' };

/** A session over canned API answers; every call is recorded. */
function setup(
  options: {
    count?: number;
    served?: ServedQuestion[];
    nextFails?: boolean;
    deps?: Partial<QuizSessionDeps>;
  } = {},
) {
  const count = options.count ?? 2;
  const served = [
    ...(options.served ?? [
      { question: question('1', 1), count, total: 15, remaining: 15 },
      { question: question('2', 2), count, total: 15, remaining: 15 },
    ]),
  ];
  const calls = {
    next: 0,
    answers: [] as [string, string | null, number][],
    finish: 0,
    left: [] as string[],
  };
  const deps: QuizSessionDeps = {
    numberOfAttemptQuestions: count,
    secondsForAnswer: 15,
    nextQuestion: () => {
      calls.next += 1;
      const next = served.shift();
      return options.nextFails || !next
        ? Promise.reject(new Error('422 no more questions'))
        : Promise.resolve(next);
    },
    answer: (questionId, answerId, answerTime) => {
      calls.answers.push([questionId, answerId, answerTime]);
      return Promise.resolve({
        correctId: `${questionId}a`,
        timedOut: answerId === null,
        revealIn: 0,
      });
    },
    finish: () => {
      calls.finish += 1;
      return Promise.resolve(SUMMARY);
    },
    leave: (questionId) => {
      calls.left.push(questionId);
    },
    clock,
    ...options.deps,
  };
  return { session: createQuizSession(deps), calls };
}

describe('001 §9 question timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every 10 ms taking 0.01 s off, then ends once at 0', () => {
    const ticks: number[] = [];
    let ended = 0;
    startQuizTimer({
      seconds: 0.05,
      clock,
      onTick: (left) => ticks.push(left),
      onEnd: () => (ended += 1),
    });
    vi.advanceTimersByTime(9);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([0.04]);
    vi.advanceTimersByTime(40);
    expect(ticks).toEqual([0.04, 0.03, 0.02, 0.01, 0]);
    expect(ended).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(ended).toBe(1);
  });

  it('the stop function stops it', () => {
    const ticks: number[] = [];
    const stop = startQuizTimer({
      seconds: 15,
      clock,
      onTick: (l) => ticks.push(l),
      onEnd: () => 0,
    });
    vi.advanceTimersByTime(20);
    stop();
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([14.99, 14.98]);
  });
});

describe('001 §4 question flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the timer starts from the server's remaining_time (a reload continues its clock)", async () => {
    const { session } = setup({
      served: [{ question: question('1', 3), count: 6, total: 15, remaining: 9.87 }],
    });
    await session.start();
    expect(session.getState()).toMatchObject({ phase: 'answering', total: 15, count: 6 });
    expect(session.getRemaining()).toBe(9.87);
    vi.advanceTimersByTime(1000);
    expect(session.getRemaining()).toBe(8.87);
  });

  it('a click saves the answer with the seconds left; one answer per question', async () => {
    const { session, calls } = setup();
    await session.start();
    vi.advanceTimersByTime(2500);
    await session.choose('1b');
    await session.choose('1a');
    expect(calls.answers).toEqual([['1', '1b', 12.5]]);
    expect(session.getState()).toMatchObject({
      phase: 'answered',
      chosenId: '1b',
      correctId: '1a',
      timedOut: false,
      answeredCount: 1,
    });
    // The timer stopped with the answer.
    vi.advanceTimersByTime(20_000);
    expect(calls.answers).toHaveLength(1);
  });

  it('an answer that is not one of the question’s is ignored', async () => {
    const { session, calls } = setup();
    await session.start();
    await session.choose('9z');
    expect(calls.answers).toEqual([]);
    expect(session.getState().phase).toBe('answering');
  });

  it('the timer reaching 0 saves a null answer with answer_time 0 and shows the correct one', async () => {
    const { session, calls } = setup();
    await session.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(calls.answers).toEqual([['1', null, 0]]);
    expect(session.getRemaining()).toBe(0);
    expect(session.getState()).toMatchObject({
      phase: 'answered',
      chosenId: null,
      correctId: '1a',
      timedOut: true,
    });
    await session.choose('1a');
    expect(calls.answers).toHaveLength(1);
  });

  it('issue 30: a null answer the server got early is told its correct answer when the server says', async () => {
    const reads: string[] = [];
    const waits: number[] = [];
    const { session } = setup({
      deps: {
        answer: () => Promise.resolve({ correctId: null, timedOut: true, revealIn: 3.5 }),
        stored: (questionId) => {
          reads.push(questionId);
          return Promise.resolve(
            reads.length === 1
              ? { correctId: null, timedOut: true, revealIn: 0.2 }
              : { correctId: `${questionId}a`, timedOut: true, revealIn: 0 },
          );
        },
        wait: (ms) => {
          waits.push(ms);
          return new Promise((resolve) => setTimeout(resolve, ms));
        },
      },
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(session.getState()).toMatchObject({
      phase: 'answered',
      correctId: null,
      timedOut: true,
    });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(reads).toEqual(['1']);
    expect(session.getState().correctId).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(waits).toEqual([3500, 200]);
    expect(session.getState()).toMatchObject({ correctId: '1a', timedOut: true });
  });

  it('issue 30: no re-read once the fan went on to the next question', async () => {
    const reads: string[] = [];
    const { session } = setup({
      deps: {
        answer: () => Promise.resolve({ correctId: null, timedOut: true, revealIn: 5 }),
        stored: (questionId) => {
          reads.push(questionId);
          return Promise.resolve(null);
        },
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(15_000);
    await session.next();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads).toEqual([]);
    expect(session.getState()).toMatchObject({ phase: 'answering', correctId: null });
  });

  it("'Next question', then 'Finish quiz' on the last one; finishing shows the summary", async () => {
    const { session, calls } = setup();
    await session.start();
    await session.choose('1a');
    expect(session.nextAction()).toBe('next');
    await session.next();
    expect(session.getState().question?.id).toBe('2');
    await session.choose('2b');
    expect(session.nextAction()).toBe('finish');
    await session.next();
    expect(calls).toMatchObject({ next: 2, finish: 1 });
    expect(session.getState()).toMatchObject({ phase: 'finished', summary: SUMMARY });
  });

  it('001 §8: a failed next-question fetch finishes the quiz', async () => {
    const { session, calls } = setup({ nextFails: true });
    await session.start();
    expect(calls.finish).toBe(1);
    expect(session.getState()).toMatchObject({ phase: 'finished', summary: SUMMARY });
  });

  it('a quiz already answered to the end is finished without asking for a question', async () => {
    const { session, calls } = setup();
    session.restore({ answeredCount: 2, summary: null });
    await session.start();
    expect(calls).toMatchObject({ next: 0, finish: 1 });
  });

  it('a fetched quiz with finished_at opens on the summary', () => {
    const { session } = setup();
    session.restore({ answeredCount: 2, summary: SUMMARY });
    expect(session.getState()).toMatchObject({ phase: 'finished', summary: SUMMARY });
  });
});

describe('001 §4 step 7: leaving mid-quiz', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pagehide while a question waits: its null answer is sent at once, once', async () => {
    const { session, calls } = setup();
    const page = new EventTarget();
    const unwatch = watchPageLeave(page, session);
    await session.start();
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(new Event('pagehide'));
    expect(calls.left).toEqual(['1']);
    expect(session.getState().phase).toBe('left');
    // The timer stopped: no second (timeout) answer follows.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.answers).toEqual([]);
    unwatch();
  });

  it('pagehide before a question or after its answer sends nothing', async () => {
    const { session, calls } = setup();
    const page = new EventTarget();
    watchPageLeave(page, session);
    page.dispatchEvent(new Event('pagehide'));
    await session.start();
    await session.choose('1a');
    page.dispatchEvent(new Event('pagehide'));
    expect(calls.left).toEqual([]);
  });

  it('back from the page cache: the left question counts and the next one comes', async () => {
    const { session, calls } = setup();
    const page = new EventTarget();
    watchPageLeave(page, session);
    await session.start();
    page.dispatchEvent(new Event('pagehide'));
    const shown = Object.assign(new Event('pageshow'), { persisted: true });
    page.dispatchEvent(shown);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState()).toMatchObject({ phase: 'answering', answeredCount: 1 });
    expect(session.getState().question?.id).toBe('2');
    expect(calls.next).toBe(2);
  });

  it('the leave request: keepalive fetch with the fan token and the null answer body', () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example/api/v3',
      logger: { error: () => undefined },
      fetch: (input, init = {}) => {
        sent.push({ url: typeof input === 'string' ? input : '', init });
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    sendLeaveAnswer({ api: quizCalls, client }, '12', '5', 'fan-token');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.example/api/v3/quiz_user_answers');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(sent[0]?.init.headers).toMatchObject({ 'User-Authorization': 'fan-token' });
    const body = sent[0]?.init.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toEqual({
      data: {
        type: 'quiz_user_answer',
        attributes: { answer_time: 0 },
        relationships: {
          quiz: { data: { id: '12', type: 'quiz' } },
          quiz_question: { data: { id: '5', type: 'quiz_question' } },
          quiz_answer: { data: null },
        },
      },
    });
  });

  it('no token or no loaded client: nothing is sent', () => {
    const fetch = vi.fn();
    const client = createApiClient({ baseUrl: 'https://api.example/api/v3', fetch });
    sendLeaveAnswer({ api: quizCalls, client }, '12', '5', null);
    sendLeaveAnswer(null, '12', '5', 'fan-token');
    expect(fetch).not.toHaveBeenCalled();
  });
});
