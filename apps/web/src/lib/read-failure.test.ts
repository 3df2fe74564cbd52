import { ApiError, CancelledError } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { createFailedReadGate, isDataReadFailure, isRefusal, ReadFailure } from './read-failure';

describe('000 §8 which failed reads the fan hears about', () => {
  it('no answer, a server error, a wrong shape, a missing resource: yes', () => {
    expect(isDataReadFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isDataReadFailure(new ApiError('down', { status: 0, data: null }))).toBe(true);
    expect(isDataReadFailure(new ApiError('oops', { status: 500, data: null }))).toBe(true);
    expect(isDataReadFailure(new ApiError('gone', { status: 404, data: null }))).toBe(true);
    expect(isDataReadFailure(new DOMException('Timed out', 'TimeoutError'))).toBe(true);
  });

  it('a cancelled or aborted request (rejected silently) and a sign-in matter (401, 403): no', () => {
    expect(isDataReadFailure(new CancelledError())).toBe(false);
    expect(isDataReadFailure(new DOMException('The operation was aborted.', 'AbortError'))).toBe(
      false,
    );
    expect(isDataReadFailure(new ApiError('Unauthorized', { status: 401, data: null }))).toBe(
      false,
    );
    expect(isDataReadFailure(new ApiError('Forbidden', { status: 403, data: null }))).toBe(false);
  });

  it("a refusal is the API's 4xx answer, not a read that never arrived", () => {
    expect(isRefusal(new ApiError('none left', { status: 422, data: null }))).toBe(true);
    expect(isRefusal(new ApiError('none', { status: 404, data: null }))).toBe(true);
    expect(isRefusal(new ApiError('down', { status: 0, data: null }))).toBe(false);
    expect(isRefusal(new ApiError('oops', { status: 503, data: null }))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('ReadFailure', () => {
  it("names the feature and keeps the original error as its cause (the report's chain)", () => {
    const cause = new ApiError('connect ECONNREFUSED', { status: 0, data: null });
    const failure = new ReadFailure('belt', cause);
    expect(failure.message).toBe('belt: data not read (connect ECONNREFUSED)');
    expect(failure.feature).toBe('belt');
    expect(failure.cause).toBe(cause);
    expect(new ReadFailure('quiz', 'text').message).toBe('quiz: data not read (text)');
  });
});

describe('createFailedReadGate: once per run of failures (a poller does not toast every tick)', () => {
  it('lets the first failure through, none after it until a read succeeds', () => {
    const gate = createFailedReadGate();
    expect([gate.failed(), gate.failed(), gate.failed()]).toEqual([true, false, false]);
    gate.succeeded();
    gate.succeeded();
    expect([gate.failed(), gate.failed()]).toEqual([true, false]);
  });
});

describe('createFailedReadGate: a read the fan asked for', () => {
  it('is answered even in a run of failures', () => {
    const gate = createFailedReadGate();
    expect([gate.failed(), gate.failed(true), gate.failed(), gate.failed(true)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });
});
