export {
  Toast,
  ToastProvider,
  ToastViewport,
  useToast,
  toastTones,
  toastPlacements,
  defaultToastDuration,
} from './Toast';
export type {
  ToastProps,
  ToastProviderProps,
  ToastViewportProps,
  ToastOptions,
  ToastApi,
  ToastTone,
  ToastPlacement,
} from './Toast';
