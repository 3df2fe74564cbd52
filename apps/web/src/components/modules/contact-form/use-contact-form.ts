'use client';

import type { ContactFormKind } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { reportError } from '@/lib/error-reporting';
import { useToast } from '@/components/chrome/toasts';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { checkChosenFile } from './attachment';
import { contactFormBody } from './contact-form-body';
import {
  checkFields,
  contactFormReducer,
  errorList,
  firstError,
  honeypotFilled,
  INITIAL_STATE,
  type ErrorField,
  type FieldErrors,
  type TextField,
} from './form-state';
import { sendContactForm, type SendOutcome } from './send-contact-form';

/**
 * A contact form's behaviour: 001 §5 checks on submit (the errors shown and announced, focus on
 * the first wrong field), the attachment checked when chosen (5 MB, pdf/doc/docx by its first
 * bytes), then `POST contact_form`. Sent: the form resets and the thanks message takes focus.
 * Refused: the fields' messages. Rate-limited: 'try again later'. Failed otherwise: logged
 * (001 §8), the generic error toast, and everything the fan typed kept.
 */
export function useContactForm(form: ContactFormKind, apiBase: string, locale: 'pl' | 'en') {
  const t = useTranslations('forms');
  const common = useTranslations('common');
  const toast = useToast();
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_STATE);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [focusRequest, setFocusRequest] = useState<{ field: ErrorField; count: number } | null>(
    null,
  );
  const controls = useRef(new Map<ErrorField, HTMLElement>());
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);
  // False in the server's HTML and until hydrated: the button waits for the script, so a click
  // before it never submits the form natively.
  const ready = useHydrated();

  useEffect(() => {
    if (focusRequest) controls.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (state.status === 'sent') thanksRef.current?.focus();
  }, [state.status]);

  // The same text twice in a row is told again: a no-break space tells the two apart.
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  }, []);

  const focus = useCallback((field: ErrorField) => {
    setFocusRequest((previous) => ({ field, count: (previous?.count ?? 0) + 1 }));
  }, []);

  const reveal = useCallback(
    (errors: FieldErrors) => {
      const first = firstError(errors);
      if (first) focus(first);
      announce(
        t('summary', {
          errors: errorList(errors)
            .map((error) => t(error))
            .join('; '),
        }),
      );
    },
    [announce, focus, t],
  );

  const controlRef = useCallback(
    (field: ErrorField) => (element: HTMLElement | null) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    },
    [],
  );

  const clearFileInput = () => {
    const input = controls.current.get('file');
    if (input instanceof HTMLInputElement) input.value = '';
  };

  const onEdit = useCallback((field: TextField, value: string) => {
    dispatch({ type: 'edit', field, value });
  }, []);

  const onConsent = useCallback((checked: boolean) => {
    dispatch({ type: 'consent', checked });
  }, []);

  const onChooseFile = async (file: File | null) => {
    if (!file) {
      dispatch({ type: 'removeFile' });
      return;
    }
    const checked = await checkChosenFile(file);
    if ('error' in checked) {
      clearFileInput();
      dispatch({ type: 'fileRefused', error: checked.error });
      announce(t(checked.error));
      return;
    }
    dispatch({ type: 'file', file: checked.file });
  };

  const onRemoveFile = () => {
    dispatch({ type: 'removeFile' });
    focus('file');
  };

  const settle = (outcome: SendOutcome) => {
    switch (outcome.kind) {
      case 'sent':
        dispatch({ type: 'sent' });
        return;
      case 'invalid':
        dispatch({ type: 'failed', errors: outcome.errors });
        reveal(outcome.errors);
        return;
      case 'rateLimited':
        dispatch({ type: 'failed', notice: 'rateLimited' });
        return;
      case 'failed':
        reportError(outcome.error);
        dispatch({ type: 'failed' });
        toast.show({ message: common('anError') });
    }
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const errors = checkFields(state.values, state.consent);
    if (firstError(errors)) {
      dispatch({ type: 'invalid', errors });
      reveal(errors);
      return;
    }
    if (event.currentTarget instanceof HTMLFormElement && honeypotFilled(event.currentTarget)) {
      dispatch({ type: 'sent' });
      return;
    }
    sending.current = true;
    dispatch({ type: 'sending' });
    try {
      const body = await contactFormBody(state.values, state.file, form, locale);
      settle(await sendContactForm(apiBase, body));
    } catch (error) {
      settle({ kind: 'failed', error });
    } finally {
      sending.current = false;
    }
  };

  return {
    ready,
    state,
    announcement: announcement.text + (announcement.count % 2 === 0 ? '' : '\u00a0'),
    thanksRef,
    controlRef,
    onEdit,
    onConsent,
    onChooseFile: (file: File | null) => {
      void onChooseFile(file);
    },
    onRemoveFile,
    onSubmit: (event: SyntheticEvent) => {
      void onSubmit(event);
    },
  };
}
