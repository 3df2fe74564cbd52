import { renderModule } from '@/components/modules/test-render';
import { ContactFormView, type ContactFormViewProps } from './contact-form-view';
import { INITIAL_STATE, type ContactFormState } from './form-state';

/** Rendering the form's view and reading its server markup, in tests. */

/** The text of the markup, tags dropped. */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

/** The attributes of the element with this id (lower-case names, in any order). */
export function attrs(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const pairs = [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m): [string, string] => [
    (m[1] ?? '').toLowerCase(),
    m[2] ?? '',
  ]);
  return Object.fromEntries(pairs);
}

/** The id of the control a label names (`<label for>` with this text first). */
export function labelled(html: string, text: string): string {
  return new RegExp(`<label for="([^"]+)">${text}`).exec(html)?.[1] ?? 'none';
}

const noop = () => undefined;

/** The form's view in a given state, with no behaviour behind it. */
export function renderView(
  state: Partial<ContactFormState>,
  props: Partial<ContactFormViewProps> = {},
  locale: 'pl' | 'en' = 'pl',
) {
  return renderModule(
    <ContactFormView
      form="volunteer"
      header={null}
      privacyUrl="https://media.example/privacy.pdf"
      state={{ ...INITIAL_STATE, ...state }}
      ready
      announcement=""
      idBase="cf"
      onEdit={noop}
      onConsent={noop}
      onChooseFile={noop}
      onRemoveFile={noop}
      onSubmit={noop}
      {...props}
    />,
    locale,
  );
}
