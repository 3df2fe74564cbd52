import type { Metadata } from 'next';
import { OfflinePage } from '@/components/chrome/offline-page';
import { IslandMessages } from '@/components/chrome/intl-provider';
import { isSiteLocale, islandMessages } from '@/lib/i18n';

export const metadata: Metadata = { title: 'Offline', robots: { index: false } };

/** `/offline/` (000 §2.7): shown when a render error happens while the browser is offline. */
export default async function Offline({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  return (
    <main id="main">
      <IslandMessages messages={islandMessages(isSiteLocale(raw) ? raw : 'pl', 'offline')}>
        <OfflinePage />
      </IslandMessages>
    </main>
  );
}
