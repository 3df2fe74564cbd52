/**
 * The sign-in flows and the record vault, loaded on demand: they (and the zod schemas that check
 * the sso's answers) stay out of the JavaScript every page loads before its first paint.
 */
export async function loadSession() {
  const [{ createSignInSession }, { browserVault }] = await Promise.all([
    import('./session'),
    import('./record-crypto'),
  ]);
  return { createSignInSession, browserVault };
}
