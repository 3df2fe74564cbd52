export * from './article';
export * from './cms';
export * from './common';
export * from './football';
export * from './interactive';
export * from './match';
export * from './quizzes';
