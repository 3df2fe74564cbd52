import { html } from '../lib/html';
import type { ReturnTarget } from '../lib/return-target';
import { csrfInput, field } from './fields';
import { layout } from './layout';

export type RegistrationField = 'email' | 'nickname' | 'password' | 'password_repeat';

export interface RegistrationView {
  target: ReturnTarget;
  csrf: string;
  values?: { email?: string; nickname?: string };
  errors?: Partial<Record<RegistrationField, string>>;
}

export function registrationPage(view: RegistrationView): string {
  const errors = view.errors ?? {};
  return layout(
    'Rejestracja',
    html`<h1>Załóż konto</h1>
      <form method="post" action="/rejestracja?${view.target.query}">
        ${csrfInput(view.csrf)}
        ${field({ id: 'email', name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username', value: view.values?.email ?? '', error: errors.email, maxLength: 254 })}
        ${field({ id: 'nickname', name: 'nickname', label: 'Pseudonim', type: 'text', autocomplete: 'nickname', value: view.values?.nickname ?? '', error: errors.nickname, minLength: 2, maxLength: 30 })}
        ${field({ id: 'password', name: 'password', label: 'Hasło', type: 'password', autocomplete: 'new-password', error: errors.password, minLength: 8, maxLength: 256 })}
        ${field({ id: 'password-repeat', name: 'password_repeat', label: 'Powtórz hasło', type: 'password', autocomplete: 'new-password', error: errors.password_repeat, minLength: 8, maxLength: 256 })}
        <button type="submit">Załóż konto</button>
      </form>
      <p class="links">
        Masz już konto? <a href="/logowanie?${view.target.query}">Zaloguj się</a>
      </p>`,
  );
}
