import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthApi } from '@/components/auth/auth-context';
import { rendererFor } from '@/components/content-builder/registry';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { QuizModule } from './quiz-module';
import { QuizQuestion, QuizTimer } from './quiz-question';
import { QuizRankingList } from './quiz-ranking';
import type { QuizPlayState, QuizQuestionView } from './quiz-session';
import { QuizEnded, QuizSummaryView } from './quiz-stages';

const ctx = { ...CONTEXT, apiBase: 'https://api.example/api/v3' };

const quiz = (extra: Record<string, unknown> = {}) => ({
  id: '4',
  type: 'quizzes',
  name: 'Wielki quiz wiedzy o klubie',
  end_time: '2099-12-31T23:59:00Z',
  number_of_attempt_questions: 6,
  seconds_for_answer: 15,
  quiz_prize: { name: 'Koszulka meczowa', value: 399, currency: 'PLN' },
  image: image(),
  ...extra,
});

function withAuth(node: ReactElement, status: AuthApi['state']['status'] | null) {
  if (!status) return renderModule(node);
  const api: AuthApi = {
    state: { status, isInitialized: true, user: null, fanUserSub: 'fan-1', token: null },
    openAccount: () => undefined,
    withUserToken: () => Promise.reject(new Error('Not signed in')),
  };
  return renderModule(<AuthContext.Provider value={api}>{node}</AuthContext.Provider>);
}

const renderQuiz = (data: unknown, status: AuthApi['state']['status'] | null = null) =>
  withAuth(<QuizModule component={component('quiz', { quiz: data })} context={ctx} />, status);

const question: QuizQuestionView = {
  id: '5',
  number: 2,
  content: 'W którym roku założono klub?',
  image: null,
  imageAlt: '',
  answers: [
    { id: '7', content: '1927' },
    { id: '8', content: '1931' },
    { id: '9', content: '1945' },
  ],
};

const play = (extra: Partial<QuizPlayState> = {}): QuizPlayState => ({
  phase: 'answering',
  question,
  total: 15,
  count: 6,
  chosenId: null,
  correctId: null,
  timedOut: false,
  answeredCount: 1,
  summary: null,
  failed: null,
  ...extra,
});

const renderQuestion = (state: QuizPlayState, nextAction: 'next' | 'finish' = 'next') =>
  renderModule(
    <QuizQuestion
      question={question}
      play={state}
      nextAction={nextAction}
      onChoose={() => undefined}
      onNext={() => undefined}
      timer={<QuizTimer remaining={9.87} total={15} />}
    />,
  );

describe('001 §4 quiz module: start and ended', () => {
  it('is the `quiz` kind of the registry', () => {
    expect(rendererFor('quiz')).toBe(QuizModule);
  });

  it('start, anonymous: the name, the rules, the prize in PLN and a login button', () => {
    const html = renderQuiz(quiz(), 'out');
    expect(html).toMatch(/<h2 id="quiz-4"[^>]*>Wielki quiz wiedzy o klubie<\/h2>/);
    expect(html).toContain('Pytań: 6. Czas na każdą odpowiedź: 15 s.');
    expect(html).toContain('Koszulka meczowa · 399 PLN');
    expect(html).toContain('Zaloguj się, aby zagrać w quiz.');
    expect(html).toMatch(/<button type="button"[^>]*>Zaloguj<\/button>/);
    expect(html).not.toContain('START QUIZ');
    expect(html).toContain('data-stage="start"');
  });

  it("start, signed in: 'START QUIZ' and no login button", () => {
    const html = renderQuiz(quiz(), 'in');
    expect(html).toMatch(/<button type="button" class="[^"]*start[^"]*"[^>]*>START QUIZ<\/button>/);
    expect(html).not.toContain('Zaloguj się, aby zagrać');
  });

  it('while the sign-in state is read: nothing to press yet', () => {
    const html = renderQuiz(quiz(), 'loading');
    expect(html).not.toContain('START QUIZ');
    expect(html).not.toContain('Zaloguj');
  });

  it("ended (end_time past), anonymous: 'Quiz finished', the picture greyed, a login button", () => {
    const html = renderQuiz(
      quiz({
        end_time: '2020-01-01T00:00:00Z',
        quiz_prize: null,
        number_of_attempt_questions: null,
      }),
      'out',
    );
    expect(html).toContain('data-stage="ended"');
    expect(html).toMatch(/<h3[^>]*>Quiz finished<\/h3>/);
    expect(html).toMatch(/<img[^>]*class="[^"]*greyed/);
    expect(html).toContain('Zaloguj się, aby zobaczyć ranking.');
    expect(html).not.toContain('START QUIZ');
  });

  it("ended: 'See ranking' for a signed-in fan when the ranking can be seen", () => {
    const see = withAuth(
      <QuizEnded signedIn canSeeRanking onOpenRanking={() => undefined} />,
      'in',
    );
    expect(see).toMatch(/<button type="button"[^>]*>See ranking<\/button>/);
    const none = withAuth(
      <QuizEnded signedIn canSeeRanking={false} onOpenRanking={() => undefined} />,
      'in',
    );
    expect(none).not.toContain('See ranking');
    expect(none).not.toContain('Zaloguj');
  });

  it('the spec strings are the same in English', () => {
    const html = withAuth(
      <QuizModule component={component('quiz', { quiz: quiz() })} context={ctx} />,
      'in',
    );
    expect(html).toContain('START QUIZ');
    const en = renderModule(
      <QuizEnded signedIn canSeeRanking onOpenRanking={() => undefined} />,
      'en',
    );
    expect(en).toContain('Quiz finished');
    expect(en).toContain('See ranking');
  });

  it('renders nothing without a usable quiz', () => {
    expect(renderQuiz({ id: '4' })).toBe('');
    expect(renderQuiz(null)).toBe('');
  });
});

describe('001 §4, §9 question stage', () => {
  it('the number, the question as the focus target, the answers as buttons, the timer', () => {
    const html = renderQuestion(play());
    expect(html).toContain('Pytanie 2 z 6');
    expect(html).toMatch(
      /<h3 id="quiz-question-5"[^>]*tabindex="-1"[^>]*data-quiz-focus=""[^>]*>W którym roku założono klub\?<\/h3>/,
    );
    expect(html.match(/<button type="button" class="[^"]*answer[^"]*"/g)).toHaveLength(3);
    expect(html).not.toContain('aria-disabled');
    expect(html).toContain('9.87 s');
    expect(html).not.toContain('Next question');
  });

  it('the progress bar: 100 − remaining/total × 100, labelled, whole seconds for readers', () => {
    const html = renderQuestion(play());
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Pozostały czas"/);
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="15"');
    expect(html).toContain('aria-valuenow="10"');
    expect(html).toContain('aria-valuetext="Pozostało 10 s"');
    const width = /style="width:([\d.]+)%"/.exec(html)?.[1];
    expect(Number(width)).toBeCloseTo(34.2, 5);
  });

  it("the fan's correct answer, marked in words; 'Next question'", () => {
    const html = renderQuestion(play({ phase: 'answered', chosenId: '7', correctId: '7' }));
    expect(html).toContain('data-mark="user-correct"');
    expect(html).toContain('Twoja odpowiedź – poprawna');
    expect(html).not.toContain('Poprawna odpowiedź<');
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(3);
    expect(html).toMatch(/>Next question<\/button>/);
  });

  it("a wrong answer: the fan's marked incorrect, the correct one shown; 'Finish quiz' last", () => {
    const html = renderQuestion(
      play({ phase: 'answered', chosenId: '8', correctId: '7' }),
      'finish',
    );
    expect(html).toMatch(/data-mark="correct"[^>]*><span>1927<\/span>/);
    expect(html).toMatch(/data-mark="user-incorrect"[^>]*><span>1931<\/span>/);
    expect(html).toContain('Twoja odpowiedź – błędna');
    expect(html).toContain('Poprawna odpowiedź');
    expect(html).toMatch(/>Finish quiz<\/button>/);
    expect(html).not.toContain('Time is up');
  });

  it("timeout: 'Time is up, the correct answer is: …' and the correct one marked", () => {
    const html = renderQuestion(
      play({ phase: 'answered', chosenId: null, correctId: '9', timedOut: true }),
    );
    expect(html).toContain('Time is up, the correct answer is: 1945');
    expect(html).toMatch(/data-mark="correct"[^>]*><span>1945<\/span>/);
    expect(html).not.toContain('Twoja odpowiedź');
  });
});

describe('001 §9 summary and §4 ranking', () => {
  const summary = { correctPercent: 67, points: 4, totalTime: '31.42' };

  it("correct answers %, points 'PKT', total time to 2 decimals; 'See ranking' when allowed", () => {
    const html = renderModule(
      <QuizSummaryView
        summary={summary}
        prize={{ name: 'Koszulka', value: '399 PLN' }}
        canSeeRanking
        onOpenRanking={() => undefined}
      />,
    );
    expect(html).toMatch(/<h3[^>]*data-quiz-focus=""[^>]*>Twój wynik<\/h3>/);
    expect(html).toContain('<dd>67%</dd>');
    expect(html).toContain('<dd>4 PKT</dd>');
    expect(html).toContain('<dd>31.42 s</dd>');
    expect(html).toContain('399 PLN');
    expect(html).toContain('>See ranking</button>');
    const hidden = renderModule(
      <QuizSummaryView
        summary={summary}
        prize={null}
        canSeeRanking={false}
        onOpenRanking={() => undefined}
      />,
    );
    expect(hidden).not.toContain('See ranking');
  });

  const rows = [
    {
      id: '1',
      position: 1,
      nickname: 'Ultra_1927',
      avatarUrl: null,
      points: 5,
      time: '28.20',
      own: false,
    },
    {
      id: '2',
      position: 2,
      nickname: 'KibicSokoła',
      avatarUrl: 'https://api.example/a.png',
      points: 4,
      time: '31.40',
      own: true,
    },
  ];

  it("the rows (position, nickname, avatar, points, time), the fan's own highlighted", () => {
    const html = renderModule(
      <QuizRankingList
        name="Quiz Ranking"
        state={{ rows, loading: false, done: false, failed: false }}
        onLoadMore={() => undefined}
      />,
    );
    expect(html).toMatch(/<h3[^>]*>Quiz Ranking<\/h3>/);
    expect(html).toContain('Ultra_1927');
    expect(html).toContain('5 PKT');
    expect(html).toContain('28.20 s');
    expect(html).toMatch(/<li class="[^"]*row[^"]*" data-own="" aria-current="true">/);
    expect(html).toMatch(/KibicSokoła<\/span><span class="[^"]*you[^"]*">Ty<\/span>/);
    expect(html).toContain('src="https://api.example/a.png"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="button"[^>]*>Pokaż więcej<\/button>/);
  });

  it('stopped (empty page): no more loading; no rows at all: the empty-list text', () => {
    const stopped = renderModule(
      <QuizRankingList
        name="Quiz Ranking"
        state={{ rows, loading: false, done: true, failed: false }}
        onLoadMore={() => undefined}
      />,
    );
    expect(stopped).not.toContain('Pokaż więcej');
    const empty = renderModule(
      <QuizRankingList
        name="Quiz Ranking"
        state={{ rows: [], loading: false, done: true, failed: false }}
        onLoadMore={() => undefined}
      />,
    );
    expect(empty).toContain('Brak pozycji do wyświetlania');
  });

  it('a failed page: the loading stops with a message', () => {
    const html = renderModule(
      <QuizRankingList
        name="Quiz Ranking"
        state={{ rows: [], loading: false, done: true, failed: true }}
        onLoadMore={() => undefined}
      />,
    );
    expect(html).toContain('Nie udało się wczytać rankingu.');
    expect(html).not.toContain('Pokaż więcej');
    expect(html).not.toContain('Brak pozycji');
  });
});
