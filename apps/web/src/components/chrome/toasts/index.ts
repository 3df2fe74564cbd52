export { ToastProvider, type ToastProviderProps } from './toast-provider';
export { useToast, type ToastApi } from './toast-context';
export { useDataLoadErrorToast, DATA_LOAD_ERROR_TOAST_ID } from './use-data-load-error-toast';
export type { ToastOptions, ToastActionButton } from './toast-state';
export { useFailedRead, type FailedRead } from './use-failed-read';
export { DataLoadErrorNotice } from './data-load-error-notice';
