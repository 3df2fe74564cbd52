export * from './api-error';
export * from './json-api-errors';
export * from './lifecycle';
