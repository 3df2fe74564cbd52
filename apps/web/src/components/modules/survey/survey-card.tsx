'use client';

import { canVote, isSurveyOpen, surveyResults } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-context';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { ModuleImg } from '@/components/modules/module-image';
import type { SurveyView } from './survey-view';
import styles from './survey-module.module.css';
import { useSurveyVote } from './use-survey-vote';

/**
 * 001 §3, §4 survey: the question, its picture and the answers (2 side by side, 3 or more in a
 * list; players and clubs with their 202 px picture). Open: 'Vote' on each answer for a
 * signed-in fan, 'Log in to vote' otherwise. Once voted, or when finished ('Zakończona', the
 * picture greyed): the percentages.
 */
export function SurveyCard({
  survey,
  apiBase,
  headingLevel = 2,
}: {
  survey: SurveyView;
  apiBase: string;
  /** 2 as a page module; 3 inside a match-centre timeline item. */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('modules.survey');
  const { openAccount } = useAuth();
  // The login button needs the script: disabled in the server's HTML until then.
  const hydrated = useHydrated();
  const { signedIn, voted, justVoted, busy, vote } = useSurveyVote(survey.id, apiBase);
  const open = isSurveyOpen(survey.status);
  const votable = canVote({ status: survey.status, signedIn, votedAnswerId: voted }) && !busy;
  const showResults = !open || voted !== null;
  const results = new Map(
    surveyResults(
      survey.answers.map((a) => ({ id: a.id, count: a.count })),
      justVoted,
    ).map((r) => [r.id, r]),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `survey-${survey.id}-${String(headingLevel)}`;
  const layout = survey.answers.length === 2 ? styles.versus : styles.list;
  return (
    <section
      className={`${styles.survey} ${open ? '' : styles.finished}`}
      aria-labelledby={headingId}
      data-survey={survey.id}
      data-kind={survey.kind}
    >
      <div className={styles.head}>
        <Heading id={headingId} className={styles.question}>
          {survey.question}
        </Heading>
        {open ? null : <span className={styles.badge}>{t('finished')}</span>}
      </div>
      {survey.image ? (
        <ModuleImg
          source={survey.image}
          alt=""
          className={styles.image}
          sizes="(min-width: 768px) 640px, 100vw"
        />
      ) : null}
      <ul className={layout}>
        {survey.answers.map((answer) => {
          const result = results.get(answer.id);
          const mine = voted === answer.id;
          return (
            <li key={answer.id} className={styles.answer} data-voted={mine ? '' : undefined}>
              {answer.image ? (
                <ModuleImg
                  source={answer.image}
                  alt=""
                  className={styles.answerImage}
                  sizes="202px"
                />
              ) : null}
              <span className={styles.label}>{answer.label}</span>
              {mine ? <span className={styles.mine}>{t('yourVote')}</span> : null}
              {showResults && result ? (
                <span className={styles.result}>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${String(result.percent)}%` }} />
                  </span>
                  <span className={styles.percent}>{result.percent}%</span>
                </span>
              ) : null}
              {open && signedIn && voted === null ? (
                <button
                  type="button"
                  className={styles.vote}
                  disabled={!votable}
                  aria-label={t('voteFor', { answer: answer.label })}
                  onClick={() => {
                    void vote(answer.id);
                  }}
                >
                  {t('vote')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open && !signedIn ? (
        <button type="button" className={styles.login} onClick={openAccount} disabled={!hydrated}>
          {t('loginToVote')}
        </button>
      ) : null}
    </section>
  );
}
