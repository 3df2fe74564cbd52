import { ImageResponse } from 'next/og';
import { club } from '@trybuna/config';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon: the club's initial on its colours (from packages/config). */
export default function AppleIcon() {
  const theme = club.themes.SOCCER;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: theme.primary,
        color: theme.accent,
        fontSize: 120,
        fontWeight: 700,
      }}
    >
      {club.shortName.charAt(0)}
    </div>,
    size,
  );
}
