'use client';

import { canSeeQuizRanking, quizRankingName, quizStage } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ModuleImg } from '@/components/modules/module-image';
import { LiveQuizTimer, QuizQuestion } from './quiz-question';
import { QuizRanking } from './quiz-ranking';
import type { QuizPlayState } from './quiz-session';
import { QuizEnded, QuizStart, QuizSummaryView } from './quiz-stages';
import type { QuizView } from './quiz-view';
import styles from './quiz-module.module.css';
import { useQuizSession } from './use-quiz-session';

/** What the live region says: the question's time at its start, the result once answered. */
function useAnnouncement(play: QuizPlayState): string {
  const t = useTranslations('quiz');
  const { phase, question, correctId, chosenId, timedOut, total } = play;
  if (!question) return '';
  if (phase === 'answering') return t('timerStart', { seconds: Math.round(total) });
  if (phase !== 'answered') return '';
  const correct = question.answers.find((answer) => answer.id === correctId)?.content;
  if (!correct) return '';
  if (timedOut) return t('timeUp', { answer: correct });
  return chosenId === correctId ? t('resultCorrect') : t('resultIncorrect', { answer: correct });
}

/**
 * 001 §3, §4 quiz module in the browser: the stages ended, start, question, summary and ranking
 * (`quizStage`), played with the fan's token. Focus moves to the new question or stage's
 * heading after the fan's own actions (never on page load); a live region says the time at a
 * question's start and the result, not the ticks.
 */
export function QuizCard({
  quiz,
  apiBase,
  renderedAt,
}: {
  quiz: QuizView;
  apiBase: string;
  /** When the server rendered the page (the stage before the browser's clock is read). */
  renderedAt: string;
}) {
  const t = useTranslations('quiz');
  const { session, play, fan, signedIn, authLoading, loadRankingPage } = useQuizSession(
    quiz,
    apiBase,
  );
  const [now, setNow] = useState(() => new Date(renderedAt));
  const [rankingOpen, setRankingOpen] = useState(false);
  const acted = useRef(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    setNow(new Date());
  }, [play.phase]);

  const ranking = fan?.ranking ?? null;
  const canSeeRanking = canSeeQuizRanking({
    signedIn,
    rankingId: ranking?.id,
    publishedAt: ranking?.publishedAt,
    now,
  });
  const stage = quizStage({
    endTime: quiz.endTime,
    now,
    finished: play.phase === 'finished',
    hasQuestion: play.question !== null,
    rankingOpen: rankingOpen && canSeeRanking,
  });
  const announcement = useAnnouncement(play);

  const focusKey = `${stage}:${stage === 'question' ? (play.question?.id ?? '') : ''}`;
  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    if (acted.current) root.current?.querySelector<HTMLElement>('[data-quiz-focus]')?.focus();
  }, [focusKey]);

  const act = useCallback(<A extends unknown[]>(run: (...args: A) => unknown) => {
    return (...args: A) => {
      acted.current = true;
      void run(...args);
    };
  }, []);

  const prize = fan?.prize ?? quiz.prize;
  const questions = fan?.numberOfAttemptQuestions ?? quiz.numberOfAttemptQuestions;
  const seconds = fan?.secondsForAnswer ?? quiz.secondsForAnswer;
  const openRanking = act(() => {
    setRankingOpen(true);
  });

  return (
    <section
      ref={root}
      className={styles.quiz}
      aria-labelledby={`quiz-${quiz.id}`}
      data-quiz={quiz.id}
      data-stage={stage}
    >
      {quiz.image && (stage === 'start' || stage === 'ended') ? (
        <ModuleImg
          source={quiz.image}
          alt=""
          className={`${styles.background} ${stage === 'ended' ? styles.greyed : ''}`}
          sizes="(min-width: 840px) 800px, 100vw"
        />
      ) : null}
      <h2 id={`quiz-${quiz.id}`} className={styles.title}>
        {quiz.name}
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {stage === 'ended' ? (
        <QuizEnded signedIn={signedIn} canSeeRanking={canSeeRanking} onOpenRanking={openRanking} />
      ) : null}
      {stage === 'start' ? (
        <QuizStart
          questions={questions}
          seconds={seconds}
          prize={prize}
          status={authLoading ? 'loading' : signedIn ? 'in' : 'out'}
          busy={play.phase === 'loading' || play.phase === 'finishing'}
          failed={play.failed === 'finish'}
          onStart={act(session.start)}
        />
      ) : null}
      {stage === 'question' && play.question ? (
        <QuizQuestion
          question={play.question}
          play={play}
          nextAction={session.nextAction()}
          onChoose={act(session.choose)}
          onNext={act(session.next)}
          timer={
            <LiveQuizTimer
              subscribe={session.subscribeRemaining}
              getRemaining={session.getRemaining}
              total={play.total}
            />
          }
        />
      ) : null}
      {stage === 'summary' && play.summary ? (
        <QuizSummaryView
          summary={play.summary}
          prize={prize}
          canSeeRanking={canSeeRanking}
          onOpenRanking={openRanking}
        />
      ) : null}
      {stage === 'ranking' && ranking ? (
        <QuizRanking
          name={quizRankingName(ranking.name, t('defaultRankingName'))}
          loadPage={(page) => loadRankingPage(ranking.id, page)}
        />
      ) : null}
    </section>
  );
}
