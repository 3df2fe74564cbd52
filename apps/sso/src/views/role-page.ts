import { ROLES, type Role } from '@trybuna/domain';
import { html } from '../lib/html';
import { ROLE_PAGE_PATH } from '../lib/return-target';
import { csrfInput, field } from './fields';
import { layout } from './layout';

/** Each role's name on the page, with what it lets its holder do (docs/security.md "Roles"). */
const ROLE_LABELS: Record<Role, string> = {
  editor: 'Redakcja: treści i relacje na żywo',
  moderator: 'Moderacja: komentarze',
  forms: 'Formularze: zgłoszenia i CV',
  admin: 'Administracja: nadawanie ról',
};

export const ROLE_PAGE_MESSAGES = {
  emailMissing: 'Podaj adres e-mail konta',
  unknownAccount: 'Nie ma konta o tym adresie e-mail',
  unknownRole: 'Nieznana rola: odśwież stronę i spróbuj ponownie',
  ownAdmin:
    'Nie możesz odebrać sobie roli admin. Poproś o to innego administratora albo operatora serwisu.',
  saved: 'Zapisano role konta.',
  unchanged: 'Role konta bez zmian.',
};

export const NOT_ADMIN = {
  title: 'Brak dostępu',
  message: 'Role nadaje tylko administrator. Zaloguj się na konto z rolą admin.',
};

export interface RolePageView {
  csrf: string;
  /** The search field's value. */
  email?: string;
  /** Next to the search field (empty e-mail, unknown account). */
  emailError?: string;
  /** The account found, with its roles as stored. */
  account?: { email: string; nickname: string; roles: readonly string[] };
  /** Above the roles form: a refused save (`role="alert"`). */
  saveError?: string;
  /** Above the roles form: the save went through (`role="status"`). */
  saved?: string;
}

function rolesForm(view: RolePageView & { account: NonNullable<RolePageView['account']> }) {
  const { account } = view;
  const other = account.roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  return html`<section aria-labelledby="account-heading">
    <h2 id="account-heading">${account.nickname}</h2>
    <p>${account.email}</p>
    ${view.saved ? html`<p role="status">${view.saved}</p>` : ''}
    ${view.saveError ? html`<p role="alert">${view.saveError}</p>` : ''}
    <form method="post" action="${ROLE_PAGE_PATH}">
      ${csrfInput(view.csrf)}
      <input type="hidden" name="email" value="${account.email}" />
      <fieldset>
        <legend>Role konta</legend>
        ${ROLES.map(
          (role) =>
            html`<label class="check"
              ><input
                type="checkbox"
                name="roles"
                value="${role}"
                ${account.roles.includes(role) ? html`checked` : ''}
              />
              <span>${ROLE_LABELS[role]} (<code>${role}</code>)</span></label
            >`,
        )}
      </fieldset>
      ${other.length > 0 ? html`<p>Inne zapisane role (bez zmian): ${other.join(', ')}</p>` : ''}
      <button type="submit" name="action" value="save">Zapisz role</button>
    </form>
  </section>`;
}

/** `/role`: find an account by e-mail, tick its roles, save (admins only, docs/sso.md). */
export function rolePage(view: RolePageView): string {
  return layout(
    'Role',
    html`<h1>Role</h1>
      <p>Znajdź konto po adresie e-mail, zaznacz jego role i zapisz.</p>
      <form method="post" action="${ROLE_PAGE_PATH}">
        ${csrfInput(view.csrf)}
        ${field({ id: 'email', name: 'email', label: 'E-mail konta', type: 'email', autocomplete: 'off', value: view.email ?? '', error: view.emailError, maxLength: 254 })}
        <button type="submit" name="action" value="find">Znajdź konto</button>
      </form>
      ${view.account ? rolesForm({ ...view, account: view.account }) : ''}`,
  );
}
