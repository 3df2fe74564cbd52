/** 000 §8: codes above 500 get a different style on the error page. */
export type ErrorTone = 'error' | 'server';

export function errorTone(code: number): ErrorTone {
  return code > 500 ? 'server' : 'error';
}
