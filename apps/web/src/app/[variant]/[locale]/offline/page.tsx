import type { Metadata } from 'next';
import { OfflinePage } from '../../../../components/chrome/offline-page';

export const metadata: Metadata = { title: 'Offline', robots: { index: false } };

/** `/offline/` (000 §2.7): shown when a render error happens while the browser is offline. */
export default function Offline() {
  return (
    <main id="main">
      <OfflinePage />
    </main>
  );
}
