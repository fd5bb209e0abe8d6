import { forwardRef, useEffect, useRef, useState, useSyncExternalStore, type ForwardedRef } from 'react';
import { breakpoints } from '../../theme/tokens';
import * as styles from './GameFrame.css';

export interface GameFrameProps {
  /** The game's address (the lottery's `playable_lottery_address`). */
  src: string;
  /** The frame's accessible name, e.g. the lottery's name. */
  title: string;
  /**
   * Whether the game waits for a tap to open fullscreen (SPEC §2: on small devices). By default, when the
   * viewport is narrower than the responsive breakpoint (700 px), checked in the browser after mount.
   */
  tapToFullscreen?: boolean;
  /** The overlay's text. */
  fullscreenLabel?: string;
  /** The button that leaves fullscreen. */
  exitFullscreenLabel?: string;
  /** Called when fullscreen opens or closes. */
  onFullscreenChange?: (fullscreen: boolean) => void;
}

const smallScreenQuery = `(max-width: ${breakpoints.tablet - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(smallScreenQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False on the server and before hydration; the viewport's answer after it. */
function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(smallScreenQuery).matches,
    () => false,
  );
}

/**
 * A game client in an iframe of its own origin (SPEC §2 /pelattavat/{slug}/pelaa). On a small screen an
 * overlay covers the game until it is tapped, and the tap opens the game fullscreen (the Fullscreen API
 * where the browser has it, else the frame covers the viewport); "Sulje koko näyttö" or Esc leaves it.
 * The ref is the iframe, so the caller can talk to the game's window (postMessage).
 */
export const GameFrame = forwardRef(function GameFrame(
  {
    src,
    title,
    tapToFullscreen,
    fullscreenLabel = 'Napauta pelataksesi koko näytöllä',
    exitFullscreenLabel = 'Sulje koko näyttö',
    onFullscreenChange,
  }: GameFrameProps,
  ref: ForwardedRef<HTMLIFrameElement>,
) {
  const root = useRef<HTMLDivElement>(null);
  const smallScreen = useSmallScreen();
  const needsTap = tapToFullscreen ?? smallScreen;
  const [fullscreen, setFullscreen] = useState(false);
  const changed = useRef(onFullscreenChange);
  useEffect(() => {
    changed.current = onFullscreenChange;
  });

  // Esc (or the browser's own control) leaves the Fullscreen API's fullscreen: follow it.
  useEffect(() => {
    const follow = () => {
      if (!document.fullscreenElement && fullscreen) {
        setFullscreen(false);
        changed.current?.(false);
      }
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [fullscreen]);

  const open = () => {
    setFullscreen(true);
    changed.current?.(true);
    // Not every browser (iOS Safari on a phone) has the Fullscreen API: the frame covers the viewport.
    void root.current?.requestFullscreen?.().catch(() => undefined);
  };
  const close = () => {
    setFullscreen(false);
    changed.current?.(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };

  return (
    <div ref={root} className={styles.root} data-state={fullscreen ? 'fullscreen' : 'inline'}>
      <iframe ref={ref} className={styles.frame} src={src} title={title} allow="fullscreen" />
      {needsTap && !fullscreen && (
        <button type="button" className={styles.overlay} onClick={open}>
          {fullscreenLabel}
        </button>
      )}
      {fullscreen && (
        <button type="button" className={styles.exit} onClick={close}>
          {exitFullscreenLabel}
        </button>
      )}
    </div>
  );
});
