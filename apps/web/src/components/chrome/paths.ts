/** Fixed URLs the client chrome and the service worker agree on. */

/** 000 §2.7: the page shown when the browser is offline (also the worker's navigation fallback). */
export const OFFLINE_PATH = '/offline/';

/** 000 §7.6: the service worker is registered at this URL on page load. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** A local route the connectivity probe hits when the layout passes no URL of its own. */
export const DEFAULT_PROBE_URL = '/api/probe';
