import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { club } from '@trybuna/config';
import './globals.css';

export const metadata: Metadata = {
  title: { default: club.displayName, template: `%s | ${club.displayName}` },
  description: `Oficjalna strona klubu ${club.displayName}.`,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl">
      <body>{children}</body>
    </html>
  );
}
