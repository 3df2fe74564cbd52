import { html } from '../lib/html';
import { ROLE_PAGE_PATH, type ReturnTarget } from '../lib/return-target';
import { csrfInput } from './fields';
import { layout } from './layout';

export interface AccountView {
  target: ReturnTarget;
  csrf: string;
  nickname: string;
  email: string;
  /** Where 'Wróć do serwisu' leads (backurl without sign-in parameters). */
  backHref: string;
  /** An admin gets a link to the role page. */
  admin?: boolean;
}

export function accountPage(view: AccountView): string {
  return layout(
    'Twoje konto',
    html`<h1>Twoje konto</h1>
      <dl>
        <dt>Pseudonim</dt>
        <dd>${view.nickname}</dd>
        <dt>E-mail</dt>
        <dd>${view.email}</dd>
      </dl>
      <p class="links"><a href="${view.backHref}">Wróć do serwisu</a></p>
      ${view.admin ? html`<p class="links"><a href="${ROLE_PAGE_PATH}">Nadawanie ról</a></p>` : ''}
      <form method="post" action="/wyloguj?${view.target.query}">
        ${csrfInput(view.csrf)}
        <button type="submit">Wyloguj</button>
      </form>`,
  );
}
