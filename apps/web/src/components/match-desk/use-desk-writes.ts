'use client';

import { useCallback, useRef, useState } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import { useAuth } from '@/components/auth/auth-context';
import { deskCalls, deskFailure, type DeskCalls, type DeskFailure } from './desk-calls';

export type DeskStatus =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; what: string }
  | { kind: 'error'; failure: DeskFailure; details: string[] };

export interface DeskWrites {
  status: DeskStatus;
  busy: boolean;
  /**
   * Runs one desk action (one or more requests, in order) unless another is running; `what`
   * names it in the status line. Resolves whether it was saved.
   */
  run: (what: string, write: (calls: DeskCalls) => Promise<unknown>) => Promise<boolean>;
}

/** The desk's writes for a match, one action at a time, with the status line's state. */
export function useDeskWrites(apiBase: string, matchId: string): DeskWrites {
  const { withUserToken } = useAuth();
  const [status, setStatus] = useState<DeskStatus>({ kind: 'idle' });
  const running = useRef(false);

  const run = useCallback<DeskWrites['run']>(
    async (what, write) => {
      if (running.current) return false;
      running.current = true;
      setStatus({ kind: 'busy' });
      let details: (error: unknown) => string[] = () => [];
      try {
        const { api, client } = await browserApi(apiBase, 'liveWrites');
        details = api.writeErrorDetails;
        await write(deskCalls(api, client, matchId, withUserToken));
        setStatus({ kind: 'done', what });
        return true;
      } catch (error) {
        setStatus({ kind: 'error', failure: deskFailure(error), details: details(error) });
        return false;
      } finally {
        running.current = false;
      }
    },
    [apiBase, matchId, withUserToken],
  );

  return { status, busy: status.kind === 'busy', run };
}
