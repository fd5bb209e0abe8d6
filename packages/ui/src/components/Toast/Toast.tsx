import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ToastBar, type ToastMessage } from './ToastBar';

/** SPEC §9: a toast hides after 4000 ms. */
export const TOAST_DURATION_MS = 4000;

export interface ToastApi {
  success: (text: string) => void;
  error: (text: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long each toast stays; the spec's 4000 ms unless overridden. */
  duration?: number;
  closeLabel?: string;
}

interface QueuedToast extends ToastMessage {
  id: number;
}

/**
 * Holds the toast queue and renders the `ToastBar`. Toasts show one at a time in the order they were
 * raised, each for `duration` ms (or until "Sulje" is pressed); the next one then takes its place.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS, closeLabel }: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);

  const push = useCallback((tone: ToastMessage['tone'], text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((q) => [...q, { id, tone, text }]);
  }, []);

  const dismiss = useCallback((id: number) => setQueue((q) => q.filter((t) => t.id !== id)), []);

  const api = useMemo<ToastApi>(
    () => ({ success: (text) => push('success', text), error: (text) => push('error', text) }),
    [push],
  );

  const current = queue[0];
  const currentId = current?.id;
  useEffect(() => {
    if (currentId === undefined) return;
    const timer = setTimeout(() => dismiss(currentId), duration);
    return () => clearTimeout(timer);
  }, [currentId, duration, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastBar
        toast={current}
        closeLabel={closeLabel}
        onClose={currentId === undefined ? undefined : () => dismiss(currentId)}
      />
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('Tiedot päivitetty')`. Must be used inside `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
