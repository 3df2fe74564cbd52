import { TOAST_DURATIONS } from '@trybuna/domain';

/** A button shown inside a toast next to its message. */
interface ToastActionButton {
  label: string;
  onClick: () => void;
}

/** What a caller passes to `show()`. `duration: null` never hides by itself. */
export interface ToastOptions {
  id?: string;
  message: string;
  action?: ToastActionButton;
  duration?: number | null;
}

/** A toast on screen. `version` grows each time the same id is shown again. */
export interface Toast {
  id: string;
  message: string;
  action?: ToastActionButton;
  duration: number | null;
  version: number;
}

export type ToastState = readonly Toast[];

export type ToastStateAction =
  { type: 'show'; toast: Omit<Toast, 'version'> } | { type: 'dismiss'; id: string };

/** At most this many toasts are on screen; the oldest self-hiding one goes first. */
export const MAX_TOASTS = 3;

/** Fills in the id and the default duration (000 §9: 3000 ms). */
export function resolveToast(options: ToastOptions, nextId: () => string): Omit<Toast, 'version'> {
  const toast: Omit<Toast, 'version'> = {
    id: options.id ?? nextId(),
    message: options.message,
    duration: options.duration === undefined ? TOAST_DURATIONS.default : options.duration,
  };
  if (options.action) toast.action = options.action;
  return toast;
}

function trim(state: Toast[]): Toast[] {
  while (state.length > MAX_TOASTS) {
    const index = state.findIndex((toast) => toast.duration !== null);
    state.splice(index === -1 ? 0 : index, 1);
  }
  return state;
}

/** Showing an id that is already on screen replaces it in place (and restarts its timer). */
export function toastReducer(state: ToastState, action: ToastStateAction): ToastState {
  switch (action.type) {
    case 'show': {
      const existing = state.find((toast) => toast.id === action.toast.id);
      if (existing) {
        return state.map((toast) =>
          toast.id === existing.id ? { ...action.toast, version: existing.version + 1 } : toast,
        );
      }
      return trim([...state, { ...action.toast, version: 0 }]);
    }
    case 'dismiss': {
      const next = state.filter((toast) => toast.id !== action.id);
      return next.length === state.length ? state : next;
    }
  }
}
