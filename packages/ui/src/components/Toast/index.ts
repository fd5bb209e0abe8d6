export { TOAST_DURATION_MS, TOAST_QUEUE_LIMIT, ToastProvider, useToast, enqueueToast } from './Toast';
export type { ToastApi, ToastProviderProps } from './Toast';
export { ToastBar, toastTones } from './ToastBar';
export type { ToastBarProps, ToastMessage, ToastTone } from './ToastBar';
