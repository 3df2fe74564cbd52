import { club, crestSvg } from '@trybuna/config';
import { html, type Html } from '../lib/html';

const theme = club.themes.SOCCER;

/** The club's crest (the tab's icon and the header's), inline: the CSP allows `data:` images. */
const icon = `data:image/svg+xml,${encodeURIComponent(
  crestSvg(club.shortName.charAt(0), theme.primary, theme.accent),
)}`;

/** One small stylesheet, inline (the CSP allows inline styles and nothing else). */
const style = html`
  :root { --primary: ${theme.primary}; --on-primary: ${theme.onPrimary}; --accent: ${theme.accent};
  --surface: ${theme.surface}; --text: ${theme.text}; --muted: ${theme.muted}; --error: #b3261e; } *
  { box-sizing: border-box; } body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI',
  Roboto, sans-serif; font-size: 1rem; line-height: 1.5; color: var(--text); background:
  var(--surface); } header { background: var(--primary); color: var(--on-primary); padding: 1rem; }
  header p { margin: 0 auto; max-width: 26rem; font-weight: 700; font-size: 1.125rem; display: flex;
  align-items: center; gap: 0.625rem; } main { max-width: 26rem; margin: 2rem auto; padding: 0 1rem;
  } h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 1.5rem; } label { display: block;
  font-weight: 600; margin-top: 1rem; } input { display: block; width: 100%; margin-top: 0.25rem;
  padding: 0.75rem; font: inherit; color: inherit; background: #fff; border: 1px solid var(--muted);
  border-radius: 0.375rem; } input[aria-invalid='true'] { border: 2px solid var(--error); } button {
  display: block; width: 100%; margin-top: 1.5rem; padding: 0.75rem 1rem; font: inherit;
  font-weight: 700; color: var(--on-primary); background: var(--primary); border: 0; border-radius:
  0.375rem; cursor: pointer; } a { color: var(--primary); font-weight: 600; } :focus-visible {
  outline: 3px solid var(--accent); outline-offset: 2px; } [role='alert'] { margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem; color: var(--error); background: #fdecea; border-left: 4px solid
  var(--error); } .links { margin-top: 1.5rem; } dl { margin: 0; } dt { font-weight: 600;
  margin-top: 0.75rem; } dd { margin: 0; overflow-wrap: anywhere; } h2 { font-size: 1.25rem; margin:
  2rem 0 0.25rem; overflow-wrap: anywhere; } h2 + p { margin: 0; overflow-wrap: anywhere; } fieldset
  { margin: 1rem 0 0; padding: 0.5rem 1rem 1rem; border: 1px solid var(--muted); border-radius:
  0.375rem; } legend { font-weight: 600; padding: 0 0.25rem; } label.check { display: flex; gap:
  0.75rem; align-items: flex-start; font-weight: 400; margin-top: 0.75rem; } label.check input {
  flex: none; width: 1.5rem; height: 1.5rem; margin: 0; padding: 0; accent-color: var(--primary); }
  [role='status'] { margin: 0.5rem 0 0; padding: 0.5rem 0.75rem; border-left: 4px solid
  var(--primary); background: #fff; }
`;

/** The page around `body` (Polish, the club's name and colours, no scripts). */
export function layout(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="pl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" type="image/svg+xml" href="${icon}" />
        <title>${title} · ${club.displayName}</title>
        <style>
          ${style}
        </style>
      </head>
      <body>
        <header>
          <p><img src="${icon}" alt="" width="28" height="32" />${club.displayName}</p>
        </header>
        <main>${body}</main>
      </body>
    </html> `.value;
}
