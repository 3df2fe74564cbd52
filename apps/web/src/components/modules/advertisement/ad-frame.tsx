import { embedDocument } from '@/components/modules/iframe/embed-document';
import styles from './ad-frame.module.css';

/**
 * What an advertisement may do in its frame: run its scripts and open the advertiser's page in
 * a new tab. Never `allow-same-origin` (it runs on an opaque origin: no cookies, no storage, no
 * access to the page) and never `allow-top-navigation` (it cannot take the page away).
 */
const AD_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * A script advertisement (an ad server's creative, or a CMS module's `script`) in a sandboxed
 * frame: its scripts run, but it cannot script, style or navigate the page (docs/security.md).
 * It fills the slot's reserved box, so nothing shifts when it loads.
 */
export function AdFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className={styles.frame}
      srcDoc={embedDocument(html)}
      sandbox={AD_SANDBOX}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );
}
