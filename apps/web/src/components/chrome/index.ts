export { ClientChrome, type ClientChromeProps } from './client-chrome';
export { Connectivity, type ConnectivityProps } from './connectivity';
export { CookieBanner, type CookieBannerProps } from './cookie-banner';
export { ErrorView, type ErrorViewProps } from './error-view';
export { OfflinePage } from './offline-page';
export {
  ServiceWorkerRegistration,
  type ServiceWorkerRegistrationProps,
} from './service-worker-registration';
export { SmartBanner, type SmartBannerProps } from './smart-banner';
export { OFFLINE_PATH, SERVICE_WORKER_URL, DEFAULT_PROBE_URL } from './paths';
export * from './toasts';
