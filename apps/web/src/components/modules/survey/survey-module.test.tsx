import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthApi } from '@/components/auth/auth-context';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { SurveyModule } from './survey-module';

const answer = (id: string, extra: Record<string, unknown>) => ({
  id,
  type: 'survey_answers',
  answers_count: 0,
  ...extra,
});

const survey = (extra: Record<string, unknown> = {}) => ({
  id: '3',
  type: 'surveys',
  question: 'O której godzinie wolisz oglądać mecze?',
  answers_type: 'text',
  status: 'ongoing',
  answers: [
    answer('9', { content: '15:00', answers_count: 1 }),
    answer('10', { content: '18:00', answers_count: 1 }),
    answer('11', { content: '20:30', answers_count: 2 }),
  ],
  ...extra,
});

const ctx = { ...CONTEXT, apiBase: 'https://api.example/api/v3' };

function render(surveyData: Record<string, unknown>, auth?: Partial<AuthApi['state']>) {
  const node = (
    <SurveyModule component={component('survey', { survey: surveyData })} context={ctx} />
  );
  if (!auth) return renderModule(node);
  const api: AuthApi = {
    state: {
      status: 'in',
      isInitialized: true,
      user: null,
      fanUserSub: 'fan-1',
      token: null,
      ...auth,
    },
    openAccount: () => undefined,
    withUserToken: () => Promise.reject(new Error('Not signed in')),
  };
  return renderModule(<AuthContext.Provider value={api}>{node}</AuthContext.Provider>);
}

describe('001 §3, §4 survey module', () => {
  it('open, anonymous: the question, the answers and "Log in to vote", no percentages', () => {
    const html = render(survey());
    expect(html).toMatch(/<h2 id="survey-3-2"[^>]*>O której godzinie wolisz oglądać mecze\?<\/h2>/);
    expect(html).toContain('18:00');
    expect(html).toContain('>Log in to vote</button>');
    expect(html).not.toContain('>Vote</button>');
    expect(html).not.toContain('%</span>');
  });

  it('open, signed in: a "Vote" on every answer, named by it', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const html = render(survey(), { token });
    expect(html.match(/>Vote<\/button>/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Vote: 20:30"');
    expect(html).not.toContain('Log in to vote');
  });

  it('finished: "Zakończona", the picture greyed, percentages, no voting', () => {
    const html = render(survey({ status: 'finished', image: image() }));
    expect(html).toContain('Zakończona');
    expect(html).toMatch(/class="[^"]*finished/);
    expect(html).toContain('25%');
    expect(html).toContain('50%');
    expect(html).not.toContain('Vote');
    expect(html).not.toContain('Log in to vote');
  });

  it('two answers side by side; 3 or more in a list', () => {
    const two = render(survey({ answers: survey().answers.slice(0, 2) }));
    const three = render(survey());
    expect(two).toMatch(/<ul class="[^"]*versus/);
    expect(three).toMatch(/<ul class="[^"]*list/);
  });

  it('player answers: the name and a 202 px picture; club answers: the club', () => {
    const players = render(
      survey({
        answers_type: 'player',
        answers: [
          answer('1', {
            content: 'Zawodnik',
            resource: { first_name: 'Jan', last_name: 'Nowak', image: image() },
          }),
          answer('2', {
            content: 'Zawodnik',
            resource: { first_name: 'Piotr', last_name: 'Zieliński' },
          }),
        ],
      }),
    );
    expect(players).toContain('Jan Nowak');
    expect(players).toMatch(/<img[^>]*class="[^"]*answerImage/);
    const clubs = render(
      survey({
        answers_type: 'club',
        answers: [answer('5', { content: 'Klub', resource: { name: 'Orzeł' } })],
      }),
    );
    expect(clubs).toContain('Orzeł');
  });

  it('renders nothing without a survey or answers', () => {
    expect(render({ id: '1' })).toBe('');
    expect(render(survey({ answers: [] }))).toBe('');
  });
});
