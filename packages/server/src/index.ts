export * from './api-error';
export * from './database-errors';
export * from './json-api-errors';
export * from './lifecycle';
export * from './client-address';
export * from './request-log';
