/**
 * The members-only islands of 000 §4.9 as the server's views place them: the lock on a
 * members-only card or slide and the login prompt (the bodies are in members-content.ts).
 * Views import them from `members-lazy.tsx` (each in a chunk of its own); unit tests render
 * these, as every `-lazy` import is its module there (vitest.config.ts).
 */
export { LockButton } from '@/components/auth/lock-button';
export { LoginPrompt } from '@/components/auth/login-prompt';
