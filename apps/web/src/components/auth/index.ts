export { AccountButton } from './account-button';
export { AuthProvider } from './auth-provider';
export { useAuth } from './auth-context';
export { LockButton } from './lock-button';
export { LoginPrompt } from './login-prompt';
export { MembersArticle } from './members-article';
export { useLoginPrompt } from './use-login-prompt';
export { MembersPage } from './members-page';
