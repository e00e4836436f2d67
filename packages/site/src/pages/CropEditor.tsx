import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Stack, Text } from '@labelwise/ui';
import { css, styled } from 'styled-components';
import type { Rect } from '../logic/labelCrop';
import { M } from './parts';

const Frame = styled.div`
  ${({ theme }) => css`
    position: relative;
    touch-action: none;
    cursor: crosshair;
    border: 1px solid ${theme.color.border};
    user-select: none;
    &:focus-visible {
      outline: 3px solid ${theme.color.focusRing};
      outline-offset: 2px;
    }
    & > img {
      display: block;
      width: 100%;
      height: auto;
      pointer-events: none;
    }
  `}
`;

const BoxMark = styled.div`
  ${({ theme }) => css`
    position: absolute;
    border: 2px solid ${theme.color.primaryStrong};
    background: color-mix(in srgb, ${theme.color.primaryStrong} 12%, transparent);
    pointer-events: none;
  `}
`;

/** Smallest box a drag makes (a tap is not a box): a fiftieth of the page each way. */
const MIN_FRACTION = 0.02;
/** One arrow key press moves or resizes by this many inches. */
const STEP_IN = 0.1;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A box from two corners, clipped to the page. */
function spanning(ax: number, ay: number, bx: number, by: number): Rect {
  const x0 = clamp(Math.min(ax, bx), 0, 1);
  const y0 = clamp(Math.min(ay, by), 0, 1);
  return { x: x0, y: y0, width: clamp(Math.max(ax, bx), 0, 1) - x0, height: clamp(Math.max(ay, by), 0, 1) - y0 };
}

/**
 * The visitor draws a label's box over the page: by dragging (mouse, pen, finger), or with the keyboard (arrows
 * move, Shift+arrows resize). Boxes are fractions of the page; the status line says where the box is in inches.
 */
export function CropEditor({
  image,
  alt,
  pageNumber,
  widthIn,
  heightIn,
  box,
  onChange,
}: {
  image: string;
  alt: string;
  pageNumber: number;
  widthIn: number;
  heightIn: number;
  box: Rect | null;
  onChange: (box: Rect) => void;
}) {
  const intl = useIntl();
  const helpId = useId();
  const statusId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const at = (e: PointerEvent) => {
    const r = frame.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width, 0, 1), y: clamp((e.clientY - r.top) / r.height, 0, 1) };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    setStart(at(e));
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!start) return;
    const p = at(e);
    const next = spanning(start.x, start.y, p.x, p.y);
    if (next.width >= MIN_FRACTION && next.height >= MIN_FRACTION) onChange(next);
  };
  const onPointerUp = () => setStart(null);

  const onKeyDown = (e: KeyboardEvent) => {
    const dx = STEP_IN / widthIn;
    const dy = STEP_IN / heightIn;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-dx, 0],
      ArrowRight: [dx, 0],
      ArrowUp: [0, -dy],
      ArrowDown: [0, dy],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    // Without a box yet, the keyboard starts from a 4×6 in box in the top-left corner, the usual carrier layout.
    const current = box ?? { x: 0, y: 0, width: Math.min(1, 4 / widthIn), height: Math.min(1, 6 / heightIn) };
    if (e.shiftKey) {
      const width = clamp(current.width + move[0], MIN_FRACTION, 1 - current.x);
      const height = clamp(current.height + move[1], MIN_FRACTION, 1 - current.y);
      onChange({ ...current, width, height });
    } else {
      onChange({
        ...current,
        x: clamp(current.x + move[0], 0, 1 - current.width),
        y: clamp(current.y + move[1], 0, 1 - current.height),
      });
    }
  };

  const inches = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <div>
      <p id={helpId}>
        <M id="site.labelPdf.editorHelp" />
      </p>
      <Stack gap={2}>
        <Frame
          ref={frame}
          role="application"
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'site.labelPdf.editorLabel' }, { page: pageNumber })}
          aria-describedby={`${helpId} ${statusId}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="crop-editor"
        >
          <img src={image} alt={alt} />
          {box ? (
            <BoxMark
              style={{
                left: `${box.x * 100}%`,
                top: `${box.y * 100}%`,
                width: `${box.width * 100}%`,
                height: `${box.height * 100}%`,
              }}
            />
          ) : null}
        </Frame>
        <Text id={statusId} aria-live="polite" size="sm">
          {box ? (
            <M
              id="site.labelPdf.boxStatus"
              values={{
                left: inches(box.x * widthIn),
                top: inches(box.y * heightIn),
                width: inches(box.width * widthIn),
                height: inches(box.height * heightIn),
              }}
            />
          ) : null}
        </Text>
      </Stack>
    </div>
  );
}
