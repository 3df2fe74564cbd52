'use client';

import {
  quizAnswerMark,
  quizSecondsText,
  quizTimerProgress,
  type QuizAnswerMark,
} from '@trybuna/domain';
import { CheckIcon } from '@/components/icons/content-icons';
import { XIcon } from '@/components/icons/stroke-icons';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from '@/components/chrome/use-prefers-reduced-motion';
import { ModuleImg } from '@/components/modules/module-image';
import type { QuizPlayState, QuizQuestionView } from './quiz-session';
import styles from './quiz-module.module.css';

const MARK_TEXT = {
  'user-correct': 'markUserCorrect',
  'user-incorrect': 'markUserIncorrect',
  correct: 'markCorrect',
} as const;

/**
 * 001 §9 timer: seconds left with 2 decimals and the bar (100 − remaining/total × 100). Screen
 * readers get whole seconds (the bar's value), never the 10 ms ticks; with reduced motion the
 * bar moves once a second.
 */
export function QuizTimer({ remaining, total }: { remaining: number; total: number }) {
  const t = useTranslations('quiz');
  const reduced = usePrefersReducedMotion();
  const whole = Math.ceil(remaining);
  const progress = quizTimerProgress(reduced ? whole : remaining, total);
  return (
    <div className={styles.timer}>
      <span className={styles.clock} aria-hidden="true">
        {quizSecondsText(remaining)} s
      </span>
      <div
        role="progressbar"
        className={styles.track}
        aria-label={t('timeLeft')}
        aria-valuemin={0}
        aria-valuemax={Math.ceil(total)}
        aria-valuenow={whole}
        aria-valuetext={t('secondsLeft', { seconds: whole })}
      >
        <span className={styles.fill} style={{ width: `${String(progress)}%` }} />
      </div>
    </div>
  );
}

/** The timer fed by the session's own store (it changes every 10 ms, the rest does not). */
export function LiveQuizTimer({
  subscribe,
  getRemaining,
  total,
}: {
  subscribe: (listener: () => void) => () => void;
  getRemaining: () => number;
  total: number;
}) {
  const remaining = useSyncExternalStore(subscribe, getRemaining, getRemaining);
  return <QuizTimer remaining={remaining} total={total} />;
}

function MarkIcon({ mark }: { mark: QuizAnswerMark }) {
  if (mark === 'user-correct' || mark === 'correct') return <CheckIcon size={18} />;
  if (mark === 'user-incorrect') return <XIcon size={18} />;
  return null;
}

/**
 * 001 §4 question stage: 'Question n of m', the picture (600x600), the content, the answers as
 * buttons (one accepted), the timer; once answered, the marks in words and colour, 'Time is
 * up, the correct answer is: …' on a timeout, and 'Next question' or 'Finish quiz'.
 */
export function QuizQuestion({
  question,
  play,
  timer,
  nextAction,
  onChoose,
  onNext,
}: {
  question: QuizQuestionView;
  play: QuizPlayState;
  /** The running timer (a live one in the card, a fixed one in tests). */
  timer: React.ReactNode;
  nextAction: 'next' | 'finish';
  onChoose: (answerId: string) => void;
  onNext: () => void;
}) {
  const t = useTranslations('quiz');
  const answered = play.phase === 'answered' || play.phase === 'finishing';
  const locked = play.phase !== 'answering';
  const correct = question.answers.find((answer) => answer.id === play.correctId);
  const headingId = `quiz-question-${question.id}`;
  return (
    <div className={styles.stage} aria-labelledby={headingId} role="group">
      <p className={styles.counter}>
        {t('questionOf', { number: question.number, count: play.count })}
      </p>
      {question.image ? (
        <ModuleImg
          source={question.image}
          alt={question.imageAlt}
          className={styles.questionImage}
          sizes="(min-width: 640px) 600px, 100vw"
        />
      ) : null}
      <h3 id={headingId} className={styles.heading} tabIndex={-1} data-quiz-focus="">
        {question.content}
      </h3>
      {timer}
      <ul className={styles.answers}>
        {question.answers.map((answer) => {
          const mark = answered
            ? quizAnswerMark({
                answerId: answer.id,
                chosenId: play.chosenId,
                correctId: play.correctId,
              })
            : null;
          return (
            <li key={answer.id}>
              <button
                type="button"
                className={styles.answer}
                data-mark={mark ?? undefined}
                data-chosen={play.chosenId === answer.id ? '' : undefined}
                aria-disabled={locked ? 'true' : undefined}
                onClick={() => {
                  if (!locked) onChoose(answer.id);
                }}
              >
                <span>{answer.content}</span>
                {mark ? (
                  <span className={styles.mark}>
                    <MarkIcon mark={mark} />
                    {t(MARK_TEXT[mark])}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {answered && play.timedOut && correct ? (
        <p className={styles.timeUp}>{t('timeUp', { answer: correct.content })}</p>
      ) : null}
      {answered ? (
        <button
          type="button"
          className={styles.primary}
          disabled={play.phase === 'finishing'}
          onClick={onNext}
        >
          {nextAction === 'finish' || play.failed === 'finish' ? t('finish') : t('next')}
        </button>
      ) : null}
    </div>
  );
}
