import type { MetadataRoute } from 'next';
import { club } from '@trybuna/config';

/** The web app manifest (installable site; 000 §1 "caches itself"). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: club.displayName,
    short_name: club.shortName,
    lang: 'pl',
    start_url: '/',
    display: 'standalone',
    background_color: club.themes.SOCCER.surface,
    theme_color: club.themes.SOCCER.primary,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
