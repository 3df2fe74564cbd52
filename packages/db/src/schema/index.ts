export * from './content';
export * from './football';
export * from './interactive';
export * from './matches';
export * from './media';
export * from './short-links';
export * from './sso';
export * from './live';
