import { html } from '../lib/html';
import { layout } from './layout';

/** A page with a heading and one sentence: the 400, 403, 429 and 500 answers. */
export function messagePage(title: string, message: string): string {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>`,
  );
}

export const INVALID_RETURN = {
  title: 'Nieprawidłowy adres powrotu',
  message:
    'Ten link logowania jest nieprawidłowy. Wróć do serwisu i spróbuj zalogować się ponownie.',
};
export const FORM_EXPIRED = {
  title: 'Formularz wygasł',
  message: 'Nie udało się potwierdzić formularza. Odśwież stronę i spróbuj ponownie.',
};
export const TOO_MANY_ATTEMPTS = {
  title: 'Zbyt wiele prób',
  message: 'Wykonano zbyt wiele prób w krótkim czasie. Odczekaj minutę i spróbuj ponownie.',
};
export const SERVER_ERROR = {
  title: 'Coś poszło nie tak',
  message: 'Nie udało się wykonać tej operacji. Spróbuj ponownie za chwilę.',
};
export const BAD_REQUEST = {
  title: 'Nieprawidłowe żądanie',
  message: 'Nie udało się przetworzyć formularza. Wróć do serwisu i spróbuj ponownie.',
};
