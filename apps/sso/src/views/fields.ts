import { html, type Html } from '../lib/html';

export interface FieldView {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  maxLength: number;
  minLength?: number;
}

/** A labelled input; its error (if any) follows it and is tied to it for screen readers. */
export function field(view: FieldView): Html {
  const errorId = `${view.id}-error`;
  return html` <label for="${view.id}">${view.label}</label>
    <input
      id="${view.id}"
      name="${view.name}"
      type="${view.type}"
      autocomplete="${view.autocomplete}"
      required
      maxlength="${view.maxLength}"
      ${view.minLength === undefined ? '' : html` minlength="${view.minLength}"`}${view.value === undefined ? '' : html` value="${view.value}"`}${view.error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}
    />
    ${view.error ? html`<p role="alert" id="${errorId}">${view.error}</p>` : ''}`;
}

/** The hidden CSRF input every form carries (its cookie holds the same token). */
export function csrfInput(token: string): Html {
  return html`<input type="hidden" name="csrf" value="${token}" />`;
}
