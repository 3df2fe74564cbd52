'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import { useAuth } from '@/components/auth/auth-context';
import { isRefusal } from '@/lib/read-failure';
import { useToast } from '@/components/chrome/toasts';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import {
  fanQuizOf,
  quizRankingRow,
  quizSummaryOf,
  savedAnswer,
  sendLeaveAnswer,
  servedQuestion,
  storedAnswerOf,
  type FanQuiz,
  type LoadedQuizApi,
  type QuizRankingRow,
} from './quiz-data';
import { createQuizSession, watchPageLeave, type QuizSession } from './quiz-session';
import { browserClock } from './quiz-timer';
import type { QuizView } from './quiz-view';

/**
 * The quiz of one module for the visitor: the fan's own read of it (answers given, finished
 * attempt, ranking), the play session with the API calls of 001 §7 made with their token, the
 * null answer on leaving (`pagehide` and unmount), and one ranking page at a time.
 */
export function useQuizSession(quiz: QuizView, apiBase: string) {
  const { state: auth, withUserToken } = useAuth();
  const toast = useToast();
  const common = useTranslations('common');
  const errorMessage = common('anError');
  const signedIn = auth.status === 'in';
  const loaded = useRef<LoadedQuizApi | null>(null);
  const lastToken = useRef<string | null>(null);
  const [fan, setFan] = useState<FanQuiz | null>(null);
  const quizRead = useFailedRead('quiz');
  const rankingRead = useFailedRead('ranking');

  const call = useCallback(
    async <T>(run: (api: LoadedQuizApi, token: string) => Promise<T>): Promise<T> => {
      const api = loaded.current ?? (await browserApi(apiBase, 'quizzes'));
      loaded.current = api;
      return withUserToken((token) => {
        lastToken.current = token;
        return run(api, token);
      });
    },
    [apiBase, withUserToken],
  );

  // The session's calls go through the latest `call` (a new one when the API base changes); a
  // failed save or finish shows the generic error toast (the fan may go on or try again).
  const callRef = useRef(call);
  const failRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    callRef.current = call;
    failRef.current = () => {
      toast.show({ message: errorMessage });
    };
  }, [call, toast, errorMessage]);
  const failing = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      failRef.current();
      throw error;
    });

  const [session] = useState<QuizSession>(() =>
    createQuizSession({
      numberOfAttemptQuestions: quiz.numberOfAttemptQuestions,
      secondsForAnswer: quiz.secondsForAnswer,
      // 001 §8: a next question that cannot be fetched finishes the quiz; when the data did
      // not arrive (no answer, a server error), not the API's refusal, 000 §8's toast too.
      nextQuestion: () =>
        callRef
          .current(({ api, client }, userToken) =>
            api.getNextQuestion(client, quiz.id, { userToken }).then(servedQuestion),
          )
          .catch((error: unknown) => {
            if (!isRefusal(error)) quizRead.failed(error, true);
            throw error;
          }),
      answer: (questionId, answerId, answerTime) =>
        failing(
          callRef.current(({ api, client }, userToken) =>
            api
              .postQuizAnswer(
                client,
                { quizId: quiz.id, questionId, answerId, answerTime },
                {
                  userToken,
                },
              )
              .then(savedAnswer),
          ),
        ),
      finish: () =>
        failing(
          callRef.current(({ api, client }, userToken) =>
            api
              .finishQuiz(client, quiz.id, { userToken })
              .then((finished) => quizSummaryOf(finished, quiz.numberOfAttemptQuestions)),
          ),
        ),
      leave: (questionId) => {
        sendLeaveAnswer(loaded.current, quiz.id, questionId, lastToken.current);
      },
      stored: (questionId) =>
        callRef.current(({ api, client }, userToken) =>
          api
            .getQuiz(client, quiz.id, { userToken, include: ['quiz_user_answers'] })
            .then(({ data }) => storedAnswerOf(data, questionId)),
        ),
      wait: (ms) =>
        new Promise((resolve) => {
          window.setTimeout(resolve, ms);
        }),
      clock: browserClock,
    }),
  );
  const play = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  // The fan's own read: answers given, a finished attempt's summary, the ranking, the prize.
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void callRef
      .current(({ api, client }, userToken) => api.getQuiz(client, quiz.id, { userToken }))
      .then(({ data }) => {
        if (!current) return;
        const read = fanQuizOf(data, quiz.numberOfAttemptQuestions);
        setFan(read);
        session.restore({ answeredCount: read.answeredCount, summary: read.summary });
      })
      .catch((error: unknown) => {
        if (current) quizRead.failed(error);
      });
    return () => {
      current = false;
    };
  }, [signedIn, quiz.id, quiz.numberOfAttemptQuestions, session, quizRead]);

  // 001 §4 step 7: leaving the page (or the page leaving the quiz) mid-question; shown again
  // after that (the page cache, a remount), the quiz goes on with the next question.
  useEffect(() => {
    void session.resume();
    const unwatch = watchPageLeave(window, session);
    return () => {
      unwatch();
      session.leave();
      session.dispose();
    };
  }, [session]);

  const loadRankingPage = useCallback(
    async (rankingId: string, page: number): Promise<QuizRankingRow[]> => {
      // 001 §8: a failed page stops the loading (the loader); 000 §8: reported, with the toast.
      const response = await call(({ api, client }, userToken) =>
        api.getQuizRankingPage(client, rankingId, page, { userToken }),
      ).catch((error: unknown) => {
        rankingRead.failed(error, true);
        throw error;
      });
      return response.data.map((attempt) => quizRankingRow(attempt, apiBase));
    },
    [call, apiBase, rankingRead],
  );

  return { session, play, fan, signedIn, authLoading: auth.status === 'loading', loadRankingPage };
}
