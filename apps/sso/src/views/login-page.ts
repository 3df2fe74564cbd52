import { html } from '../lib/html';
import type { ReturnTarget } from '../lib/return-target';
import { csrfInput, field } from './fields';
import { layout } from './layout';

export interface LoginView {
  target: ReturnTarget;
  csrf: string;
  email?: string;
  error?: string;
}

export function loginPage(view: LoginView): string {
  return layout(
    'Logowanie',
    html`<h1>Zaloguj się</h1>
      ${view.error ? html`<p role="alert">${view.error}</p>` : ''}
      <form method="post" action="/logowanie?${view.target.query}">
        ${csrfInput(view.csrf)}
        ${field({ id: 'email', name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username', value: view.email ?? '', maxLength: 254 })}
        ${field({ id: 'password', name: 'password', label: 'Hasło', type: 'password', autocomplete: 'current-password', maxLength: 256 })}
        <button type="submit">Zaloguj się</button>
      </form>
      <p class="links">
        Nie masz konta? <a href="/rejestracja?${view.target.query}">Załóż konto</a>
      </p>`,
  );
}
