import { test as base } from '@playwright/test';
import { stackUrls, type StackUrls } from './stack';

/** `baseURL` is the web app the global set-up started; `stack` has all three URLs. */
// Playwright reads fixture dependencies from the destructuring pattern, so `{}` is required.
/* eslint-disable no-empty-pattern */
export const test = base.extend<{ stack: StackUrls }>({
  stack: async ({}, use) => {
    await use(stackUrls());
  },
  baseURL: async ({}, use) => {
    await use(stackUrls().web);
  },
});
/* eslint-enable no-empty-pattern */

export { expect } from '@playwright/test';
