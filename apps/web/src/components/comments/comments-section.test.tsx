import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthApi } from '@/components/auth/auth-context';
import { renderModule } from '@/components/modules/test-render';
import { CommentsSection } from './comments-section';

const render = (status: AuthApi['state']['status']) => {
  const api: AuthApi = {
    state: { status, isInitialized: true, user: null, fanUserSub: null, token: null },
    openAccount: () => undefined,
    withUserToken: () => Promise.reject(new Error('Not signed in')),
  };
  return renderModule(
    <AuthContext.Provider value={api}>
      <CommentsSection
        target={{ type: 'article', id: '7' }}
        apiBase="https://api.example/api/v3"
        timeZone="Europe/Warsaw"
        locale="pl"
      />
    </AuthContext.Provider>,
  );
};

describe('comments section', () => {
  it('anonymous: the heading and a way to sign in, no form', () => {
    const html = render('out');
    expect(html).toMatch(/<h2 id="[^"]+">Komentarze<\/h2>/);
    expect(html).toContain('Zaloguj się, aby komentować.');
    expect(html).not.toContain('<textarea');
  });

  it('signed in: a labelled box with the characters left, the button off while empty', () => {
    const html = render('in');
    expect(html).toMatch(/<label for="([^"]+)">Twój komentarz<\/label><textarea id="\1"/);
    expect(html).toContain('Pozostało znaków: 1000');
    expect(html).toMatch(/<button type="submit" disabled="">Dodaj komentarz<\/button>/);
  });
});
