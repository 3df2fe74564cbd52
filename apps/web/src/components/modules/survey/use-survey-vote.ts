'use client';

import { surveyCookieName, YEAR_COOKIE_ATTRIBUTES } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import { useAuth } from '@/components/auth/auth-context';
import { useToast } from '@/components/chrome/toasts';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * 001 §4 a fan's vote in one survey: known from the cookie `survey_{surveyId}_{token}` or the
 * API's `user_answer` (read with the fan's token), and cast with `POST surveys/user_answers`;
 * after a vote the cookie holds the answer id (a year, the whole site, SameSite Lax). A failed
 * vote shows the generic error toast (001 §8); a failed read of the fan's answer the data-load
 * toast (000 §8).
 */
export function useSurveyVote(surveyId: string, apiBase: string) {
  const { state, withUserToken } = useAuth();
  const toast = useToast();
  const t = useTranslations('common');
  const [voted, setVoted] = useState<string | null>(null);
  const [justVoted, setJustVoted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = state.status === 'in';
  const fanSub = state.fanUserSub;
  const readFailure = useFailedRead('survey');

  useEffect(() => {
    if (!signedIn) return;
    if (fanSub) {
      const fromCookie = readCookie(surveyCookieName(surveyId, fanSub));
      if (fromCookie) setVoted(fromCookie);
    }
    let current = true;
    void browserApi(apiBase, 'interactive')
      .then(({ api, client }) =>
        withUserToken((userToken) =>
          api.getSurvey(client, surveyId, {
            include: ['user_answer', 'user_answer.answer'],
            userToken,
          }),
        ),
      )
      .then(({ data }) => {
        const answerId = data.user_answer?.answer?.id;
        if (current && answerId) setVoted(answerId);
      })
      .catch((error: unknown) => {
        // 000 §8: the data-load toast (the vote cast from the cookie, if any, stays).
        if (current) readFailure.failed(error);
      });
    return () => {
      current = false;
    };
  }, [signedIn, fanSub, surveyId, apiBase, withUserToken, readFailure]);

  const vote = useCallback(
    async (answerId: string) => {
      if (busy || voted !== null) return;
      setBusy(true);
      try {
        const { api, client } = await browserApi(apiBase, 'interactive');
        await withUserToken((userToken) => api.postSurveyVote(client, answerId, { userToken }));
        if (fanSub) {
          document.cookie = `${surveyCookieName(surveyId, fanSub)}=${encodeURIComponent(answerId)}; ${YEAR_COOKIE_ATTRIBUTES}`;
        }
        setVoted(answerId);
        setJustVoted(answerId);
      } catch {
        toast.show({ message: t('anError') });
      } finally {
        setBusy(false);
      }
    },
    [busy, voted, apiBase, withUserToken, fanSub, surveyId, toast, t],
  );

  return { signedIn, voted, justVoted, busy, vote };
}
