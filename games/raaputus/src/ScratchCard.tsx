import { useEffect, useRef, type ReactNode } from 'react';

export const CARD_WIDTH = 320;
export const CARD_HEIGHT = 160;
/** Share of the coating scratched off after which the rest goes at once. */
export const REVEAL_THRESHOLD = 0.6;
const BRUSH_RADIUS = 18;

export interface ScratchCardProps {
  /** What lies under the coating; hidden from assistive technology until revealed. */
  children: ReactNode;
  /** The whole coating is gone (scratched past the threshold or "Paljasta kaikki"). */
  revealed: boolean;
  /** The first touch of the coating: the game plays the ticket then, not before. */
  onScratchStart: () => void;
  /** Enough is scratched off: the game reveals the rest. */
  onScratchedEnough: () => void;
}

function drawCoating(context: CanvasRenderingContext2D): void {
  context.globalCompositeOperation = 'source-over';
  const gradient = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, '#9aa3ad');
  gradient.addColorStop(0.5, '#d5dbe1');
  gradient.addColorStop(1, '#8a939d');
  context.fillStyle = gradient;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = '#2f3640';
  context.font = '600 20px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('Raaputa tästä', CARD_WIDTH / 2, CARD_HEIGHT / 2);
}

/** The share of the coating's pixels already transparent, sampled on a grid. */
function scratchedShare(context: CanvasRenderingContext2D, canvas: HTMLCanvasElement): number {
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const step = 8;
  let clear = 0;
  let total = 0;
  for (let y = 0; y < canvas.height; y += step) {
    for (let x = 0; x < canvas.width; x += step) {
      total += 1;
      if (data[(y * canvas.width + x) * 4 + 3] === 0) clear += 1;
    }
  }
  return total === 0 ? 0 : clear / total;
}

/**
 * A scratch card drawn on canvas: the coating is erased under the pointer (mouse, pen or touch) and
 * what lies beneath shows through. The canvas is decoration for pointer users; keyboard and screen
 * reader users reveal with the game's "Paljasta kaikki" button, and the result is announced by the game.
 */
export function ScratchCard({ children, revealed, onScratchStart, onScratchedEnough }: ScratchCardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const scratching = useRef(false);
  const started = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const callbacks = useRef({ onScratchStart, onScratchedEnough });
  useEffect(() => {
    callbacks.current = { onScratchStart, onScratchedEnough };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (a test DOM without canvas): the card is still playable with the button.
    const context = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !context) return;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(CARD_WIDTH * scale);
    canvas.height = Math.round(CARD_HEIGHT * scale);
    context.scale(scale, scale);
    drawCoating(context);

    const point = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return {
        x: ((event.clientX - box.left) / box.width) * CARD_WIDTH,
        y: ((event.clientY - box.top) / box.height) * CARD_HEIGHT,
      };
    };
    const scratchTo = (to: { x: number; y: number }) => {
      const from = last.current ?? to;
      context.globalCompositeOperation = 'destination-out';
      context.lineWidth = BRUSH_RADIUS * 2;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(to.x, to.y);
      context.stroke();
      last.current = to;
    };
    let moves = 0;
    const check = () => {
      if (scratchedShare(context, canvas) >= REVEAL_THRESHOLD) callbacks.current.onScratchedEnough();
    };
    const down = (event: PointerEvent) => {
      scratching.current = true;
      canvas.setPointerCapture?.(event.pointerId);
      if (!started.current) {
        started.current = true;
        callbacks.current.onScratchStart();
      }
      last.current = null;
      scratchTo(point(event));
    };
    const move = (event: PointerEvent) => {
      if (!scratching.current) return;
      scratchTo(point(event));
      moves += 1;
      if (moves % 12 === 0) check();
    };
    const up = () => {
      if (!scratching.current) return;
      scratching.current = false;
      last.current = null;
      check();
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    };
  }, []);

  return (
    <div className="scratch-card" data-revealed={revealed ? 'true' : 'false'}>
      <div className="scratch-card__prize" aria-hidden={revealed ? undefined : true}>
        {children}
      </div>
      <canvas ref={canvasRef} className="scratch-card__coating" aria-hidden="true" data-testid="coating" />
    </div>
  );
}
