import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { FaqModule } from './faq-module';

const question = (id: string, q: string | null, answer: string | null) => ({
  id,
  type: 'faq_questions',
  question: q,
  answer,
});

const render = (attributes: Record<string, unknown>) =>
  renderToStaticMarkup(
    <FaqModule component={component('faq', { id: 'm1', ...attributes })} context={CONTEXT} />,
  );

describe('FaqModule', () => {
  it('renders a titled list of native disclosure widgets with HTML answers', () => {
    const html = render({
      faq_questions: [
        question('1', 'Jak kupić bilet?', '<p>W <a href="/bilety">kasie</a>.</p>'),
        question('2', 'Czy można z dzieckiem?', '<p>Tak.</p>'),
      ],
    });
    expect(html).toContain('aria-labelledby="faq-m1"');
    expect(html).toMatch(/<h2 id="faq-m1"[^>]*>FAQ<\/h2>/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*>Jak kupić bilet\?<\/summary>/);
    expect(html).toContain('<p>W <a href="/bilety">kasie</a>.</p>');
    expect(html.indexOf('Jak kupić')).toBeLessThan(html.indexOf('Czy można'));
  });

  it("uses the module's own title when it has one", () => {
    const html = render({ title: 'Pytania kibiców', faq_questions: [question('1', 'A?', 'B')] });
    expect(html).toMatch(/<h2[^>]*>Pytania kibiców<\/h2>/);
  });

  it('skips questions without text and renders nothing when none is left', () => {
    const html = render({
      faq_questions: [question('1', ' ', 'x'), question('2', 'Pytanie?', null)],
    });
    expect(html.match(/<details/g)).toHaveLength(1);
    expect(render({ faq_questions: [question('1', null, 'x')] })).toBe('');
    expect(render({ faq_questions: [] })).toBe('');
    expect(render({})).toBe('');
    expect(render({ faq_questions: 'nope' })).toBe('');
  });
});
