'use client';

import type { QuizPrizeText, QuizSummary } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoginPrompt } from '@/components/auth/login-prompt';
import styles from './quiz-module.module.css';

/** 001 §3, §9 prize: its name and value in PLN. */
function QuizPrize({ prize }: { prize: QuizPrizeText | null }) {
  const t = useTranslations('quiz');
  if (!prize) return null;
  return (
    <p className={styles.prize}>
      <span className={styles.prizeLabel}>{t('prize')}</span>{' '}
      {[prize.name, prize.value].filter(Boolean).join(' · ')}
    </p>
  );
}

/** The 'See ranking' button (signed in, a published ranking). */
function SeeRanking({ onOpen }: { onOpen: () => void }) {
  const t = useTranslations('quiz');
  return (
    <button type="button" className={styles.primary} onClick={onOpen}>
      {t('seeRanking')}
    </button>
  );
}

/** A stage under its heading (focused when the stage opens, `data-quiz-focus`). */
function TitledStage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.stage}>
      <h3 className={styles.heading} tabIndex={-1} data-quiz-focus="">
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * 001 §4 ended stage: 'Quiz finished'; 'See ranking' for a signed-in fan (when the ranking is
 * published), a login button for anyone else.
 */
export function QuizEnded({
  signedIn,
  canSeeRanking,
  onOpenRanking,
}: {
  signedIn: boolean;
  canSeeRanking: boolean;
  onOpenRanking: () => void;
}) {
  const t = useTranslations('quiz');
  return (
    <TitledStage title={t('finished')}>
      {signedIn ? (
        canSeeRanking ? (
          <SeeRanking onOpen={onOpenRanking} />
        ) : null
      ) : (
        <LoginPrompt message={t('loginToSeeRanking')} />
      )}
    </TitledStage>
  );
}

/**
 * 001 §4 start stage: the rules and the prize, then 'START QUIZ' for a signed-in fan or the
 * site's login button; nothing to press while the sign-in state is being read.
 */
export function QuizStart({
  questions,
  seconds,
  prize,
  status,
  busy,
  failed,
  onStart,
}: {
  questions: number;
  seconds: number;
  prize: QuizPrizeText | null;
  status: 'loading' | 'in' | 'out';
  busy: boolean;
  failed: boolean;
  onStart: () => void;
}) {
  const t = useTranslations('quiz');
  return (
    <div className={styles.stage}>
      {questions > 0 && seconds > 0 ? (
        <p className={styles.rules}>{t('rules', { questions, seconds })}</p>
      ) : null}
      <QuizPrize prize={prize} />
      {failed ? (
        <p className={styles.note} role="status">
          {t('finishError')}
        </p>
      ) : null}
      {status === 'in' ? (
        <button
          type="button"
          className={styles.start}
          onClick={onStart}
          disabled={busy}
          aria-busy={busy}
        >
          {t('start')}
        </button>
      ) : status === 'out' ? (
        <LoginPrompt message={t('loginToPlay')} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}

/** 001 §9 summary: correct answers %, points 'PKT', total time to 2 decimals. */
export function QuizSummaryView({
  summary,
  prize,
  canSeeRanking,
  onOpenRanking,
}: {
  summary: QuizSummary;
  prize: QuizPrizeText | null;
  canSeeRanking: boolean;
  onOpenRanking: () => void;
}) {
  const t = useTranslations('quiz');
  return (
    <TitledStage title={t('summaryTitle')}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('correctAnswers')}</dt>
          <dd>{summary.correctPercent}%</dd>
        </div>
        <div>
          <dt>{t('pointsLabel')}</dt>
          <dd>
            {summary.points} {t('points')}
          </dd>
        </div>
        <div>
          <dt>{t('totalTime')}</dt>
          <dd>{t('seconds', { seconds: summary.totalTime })}</dd>
        </div>
      </dl>
      <QuizPrize prize={prize} />
      {canSeeRanking ? <SeeRanking onOpen={onOpenRanking} /> : null}
    </TitledStage>
  );
}
