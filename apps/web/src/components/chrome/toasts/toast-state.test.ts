import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, resolveToast, toastReducer, type Toast, type ToastState } from './toast-state';

const ids = () => {
  let n = 0;
  return () => `toast-${++n}`;
};

const show = (state: ToastState, toast: Omit<Toast, 'version'>) =>
  toastReducer(state, { type: 'show', toast });

describe('resolveToast', () => {
  it('defaults to 3000 ms and a generated id (000 §9)', () => {
    expect(resolveToast({ message: 'Hej' }, ids())).toEqual({
      id: 'toast-1',
      message: 'Hej',
      duration: 3000,
    });
  });

  it('keeps a given id, action and duration, including null (never hides)', () => {
    const action = { label: 'odśwież', onClick: () => undefined };
    expect(resolveToast({ id: 'x', message: 'm', action, duration: null }, ids())).toEqual({
      id: 'x',
      message: 'm',
      action,
      duration: null,
    });
    expect(resolveToast({ message: 'm', duration: 6000 }, ids()).duration).toBe(6000);
  });
});

describe('toastReducer', () => {
  it('adds toasts in order', () => {
    let state: ToastState = [];
    state = show(state, { id: 'a', message: 'A', duration: 3000 });
    state = show(state, { id: 'b', message: 'B', duration: 3000 });
    expect(state.map((toast) => toast.id)).toEqual(['a', 'b']);
    expect(state[0]?.version).toBe(0);
  });

  it('replaces a toast with the same id in place and bumps its version', () => {
    let state: ToastState = [];
    state = show(state, { id: 'net', message: 'offline', duration: 3000 });
    state = show(state, { id: 'other', message: 'x', duration: 3000 });
    state = show(state, { id: 'net', message: 'online', duration: 3000 });
    expect(state.map((toast) => toast.message)).toEqual(['online', 'x']);
    expect(state[0]?.version).toBe(1);
  });

  it('dismisses by id and keeps the state object when nothing matches', () => {
    const state = show([], { id: 'a', message: 'A', duration: 3000 });
    expect(toastReducer(state, { type: 'dismiss', id: 'a' })).toEqual([]);
    expect(toastReducer(state, { type: 'dismiss', id: 'zzz' })).toBe(state);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest self-hiding toast first`, () => {
    let state: ToastState = [];
    state = show(state, { id: 'sw', message: 'new content', duration: null });
    for (const id of ['a', 'b', 'c']) state = show(state, { id, message: id, duration: 3000 });
    expect(state.map((toast) => toast.id)).toEqual(['sw', 'b', 'c']);
  });

  it('drops the oldest when every toast is persistent', () => {
    let state: ToastState = [];
    for (const id of ['a', 'b', 'c', 'd']) state = show(state, { id, message: id, duration: null });
    expect(state.map((toast) => toast.id)).toEqual(['b', 'c', 'd']);
  });
});
