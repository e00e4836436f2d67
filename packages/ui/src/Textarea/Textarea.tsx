import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  type ForwardedRef,
  type TextareaHTMLAttributes,
} from 'react';
import { componentSizes, type ComponentSize } from '../tokens';
import { useTheme } from '../theme/useTheme';
import { invariant, invariantOneOf } from '../utils/invariant';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaAutosize {
  /** Never shorter than this many rows. Default: the `rows` prop. */
  minRows?: number;
  /** Scrolls instead of growing beyond this many rows. Default: unlimited. */
  maxRows?: number;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Overrides the theme's component size (font size and padding). */
  size?: ComponentSize;
  /** Marks the value as wrong: sets `aria-invalid` and the error border. `FormField` does this from its `error`. */
  invalid?: boolean;
  /** Grows with its content. `true`, or row bounds. The manual resize handle is hidden while autosizing. */
  autosize?: boolean | TextareaAutosize;
}

/** A multi-line text field: the native `<textarea>` with theme sizing, invalid state and optional autosize. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { size, invalid, autosize = false, rows = 3, 'aria-invalid': ariaInvalid, ...rest },
  forwardedRef,
) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('Textarea', 'size', size, componentSizes, { optional: true });
  }
  const bounds = autosize === true ? {} : autosize || undefined;
  const minRows = bounds?.minRows ?? rows;
  const maxRows = bounds?.maxRows;
  if (bounds) {
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Textarea',
        Number.isInteger(minRows) && minRows >= 1,
        `autosize.minRows must be a whole number ≥ 1; received ${String(minRows)}.`,
      );
      invariant(
        'Textarea',
        maxRows === undefined || (Number.isInteger(maxRows) && maxRows >= minRows),
        `autosize.maxRows must be a whole number ≥ minRows (${minRows}); received ${String(maxRows)}.`,
      );
    }
  }

  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      innerRef.current = node;
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );

  const resize = () => {
    const node = innerRef.current;
    if (bounds && node) resizeToContent(node, minRows, maxRows);
  };

  // Controlled values change without an input event; measure after every render while autosizing.
  useLayoutEffect(() => {
    resize();
  });

  const isInvalid = invalid ?? (ariaInvalid === true || ariaInvalid === 'true');
  const { onInput, ...nativeProps } = rest;
  return (
    <StyledTextarea
      ref={setRef}
      rows={bounds ? minRows : rows}
      data-size={size ?? theme.size}
      data-invalid={isInvalid || undefined}
      data-autosize={bounds ? true : undefined}
      aria-invalid={isInvalid || undefined}
      onInput={(event) => {
        onInput?.(event);
        resize();
      }}
      {...nativeProps}
    />
  );
});

function assignRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Sets the height to fit the content, within [minRows, maxRows] lines. */
function resizeToContent(node: HTMLTextAreaElement, minRows: number, maxRows: number | undefined): void {
  const style = window.getComputedStyle(node);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5 || 21;
  const chrome =
    parseFloat(style.paddingTop || '0') +
    parseFloat(style.paddingBottom || '0') +
    parseFloat(style.borderTopWidth || '0') +
    parseFloat(style.borderBottomWidth || '0');
  node.style.height = 'auto';
  const content = node.scrollHeight - parseFloat(style.paddingTop || '0') - parseFloat(style.paddingBottom || '0');
  const min = minRows * lineHeight;
  const max = maxRows === undefined ? Infinity : maxRows * lineHeight;
  const height = Math.min(Math.max(content, min), max);
  node.style.height = `${Math.ceil(height + chrome)}px`;
  node.style.overflowY = content > max ? 'auto' : 'hidden';
}
