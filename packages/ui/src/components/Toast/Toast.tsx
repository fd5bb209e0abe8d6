import { TOAST_DURATION_MS } from '@arpa/contract';
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

/** At most this many toasts wait (the one on show included): a burst of clicks must not queue a minute. */
const TOAST_QUEUE_LIMIT = 3;

/**
 * The queue after raising `toast`: an error goes first (shown at once, ahead of waiting and showing
 * successes, newest error first), a success goes last; beyond the limit the oldest successes are dropped
 * first, then the oldest errors.
 */
function enqueueToast<T extends { tone: ToastMessage['tone'] }>(queue: readonly T[], toast: T): T[] {
  const next = toast.tone === 'error' ? [toast, ...queue] : [...queue, toast];
  while (next.length > TOAST_QUEUE_LIMIT) {
    let drop = -1;
    for (let i = next.length - 1; i >= 0; i -= 1) if (next[i]!.tone === 'success') drop = i;
    if (drop === -1) {
      for (let i = next.length - 1; i >= 0 && drop === -1; i -= 1) if (next[i] !== toast) drop = i;
    }
    next.splice(drop === -1 ? next.length - 1 : drop, 1);
  }
  return next;
}

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
 * Holds the toast queue and renders the `ToastBar`. Toasts show one at a time, each for `duration` ms
 * (or until "Sulje" is pressed); the next one then takes its place. Errors go first, successes wait their
 * turn, and at most {@link TOAST_QUEUE_LIMIT} toasts wait (`enqueueToast`).
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS, closeLabel }: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);

  const push = useCallback((tone: ToastMessage['tone'], text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((q) => enqueueToast(q, { id, tone, text }));
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
