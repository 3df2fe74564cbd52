export * from './connection';
export * from './query-deadline';
