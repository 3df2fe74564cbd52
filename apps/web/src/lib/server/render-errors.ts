import 'server-only';

/**
 * What the error page of 000 §8 may learn about a server render error after the fact. Next.js
 * hands the browser only the error's digest (the message is redacted in production builds), so
 * `onRequestError` (instrumentation.ts) records the digest's details here and the error page
 * asks `/api/render-errors/{digest}` for them: the message and stack where the environment
 * shows them (DEV, TEST), the reporting service's event id where reporting is configured.
 */
export interface RenderErrorRecord {
  message?: string;
  stack?: string;
  eventId?: string;
}

/** The newest render errors only: a long-running server keeps no more than this many. */
export const RENDER_ERRORS_KEPT = 100;

// On globalThis: the instrumentation hook and the route handlers are separate bundles with
// module instances of their own, but one process.
const STORE = Symbol.for('trybuna.renderErrors');
type Store = Map<string, RenderErrorRecord>;

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE]?: Store };
  holder[STORE] ??= new Map();
  return holder[STORE];
}

export function recordRenderError(digest: string, record: RenderErrorRecord): void {
  const errors = store();
  errors.delete(digest);
  errors.set(digest, record);
  while (errors.size > RENDER_ERRORS_KEPT) {
    const oldest = errors.keys().next().value;
    if (oldest === undefined) break;
    errors.delete(oldest);
  }
}

export function renderError(digest: string): RenderErrorRecord | undefined {
  return store().get(digest);
}
