import { club, crestSvg } from '@trybuna/config';

/** The favicon: the club's crest in its colours (nothing about the club is hard-coded here). */
export function GET(): Response {
  const theme = club.themes.SOCCER;
  return new Response(crestSvg(club.shortName.charAt(0), theme.primary, theme.accent), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    },
  });
}
