export { ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastProviderProps } from './Toast';
export { ToastBar, toastTones } from './ToastBar';
export type { ToastBarProps, ToastMessage, ToastTone } from './ToastBar';
