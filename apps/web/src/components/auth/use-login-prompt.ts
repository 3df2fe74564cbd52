'use client';

import { TOAST_DURATIONS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useToast } from '@/components/chrome/toasts';
import { useAuth } from './auth-context';

const LOGIN_PROMPT_TOAST_ID = 'login-prompt';

/** 000 §4.9: the 5 s toast asking a logged-out visitor to log in, with a login button. */
export function useLoginPrompt(): () => void {
  const { show } = useToast();
  const { openAccount } = useAuth();
  const t = useTranslations('auth');
  const message = t('loginPrompt');
  const label = t('login');
  return useCallback(() => {
    show({
      id: LOGIN_PROMPT_TOAST_ID,
      message,
      action: { label, onClick: openAccount },
      duration: TOAST_DURATIONS.loginPrompt,
    });
  }, [show, message, label, openAccount]);
}
