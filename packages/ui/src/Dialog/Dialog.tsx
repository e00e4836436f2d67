import { forwardRef, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog as RadixDialog } from 'radix-ui';
import { messages as common } from '../i18n/common.messages';
import { composeEventHandlers } from '../utils/composeEventHandlers';
import { invariant, invariantOneOf } from '../utils/invariant';
import { CloseIcon } from '../internal/icons';
import {
  DialogBody,
  DialogCloseButton,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPanel,
  DialogTitle,
} from './Dialog.styles';

export const dialogVariants = ['modal', 'drawer'] as const;
export type DialogVariant = (typeof dialogVariants)[number];

/** Default panel widths in px: a centred modal, or the right-hand drawer. */
export const dialogDefaultWidth: Record<DialogVariant, number> = { modal: 520, drawer: 360 };

export type DialogProps = RadixDialog.DialogProps;

/** The dialog's state: `open` + `onOpenChange` (controlled) or `defaultOpen`. Renders no DOM of its own. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

export type DialogTriggerProps = RadixDialog.DialogTriggerProps;

/** Opens the dialog. Use `asChild` to make your own button the trigger; focus returns to it on close. */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  return <RadixDialog.Trigger ref={ref} {...props} />;
});

export type DialogCloseProps = RadixDialog.DialogCloseProps;

/** Closes the dialog, e.g. a footer's Cancel button: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(props, ref) {
  return <RadixDialog.Close ref={ref} {...props} />;
});

export interface DialogContentProps extends Omit<RadixDialog.DialogContentProps, 'title'> {
  /** The dialog's heading and accessible name. Required. */
  title: ReactNode;
  /** A short explanation under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** `modal` (default): a centred panel. `drawer`: a full-height sheet from the right edge. */
  variant?: DialogVariant;
  /** Panel width in px (never wider than the screen). Defaults to 520 (modal) or 360 (drawer). */
  width?: number;
  /** Hides the × button in the header; Escape and `DialogClose` still close. */
  hideCloseButton?: boolean;
  /** Actions at the bottom (usually `DialogClose` + a primary `Button`); they stay visible while the body scrolls. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The portalled panel with its overlay. Focus moves into it on open, is trapped while open and returns to the
 * trigger on close; Escape and an outside click close it (all from Radix).
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    title,
    description,
    variant = 'modal',
    width,
    hideCloseButton = false,
    footer,
    children,
    style,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Dialog',
      title !== undefined && title !== null && title !== '' && title !== false,
      'DialogContent needs a title: it names the dialog for screen readers.',
    );
    invariantOneOf('Dialog', 'variant', variant, dialogVariants);
    invariant(
      'Dialog',
      width === undefined || (typeof width === 'number' && Number.isFinite(width) && width > 0),
      `width must be a positive number of px; received '${String(width)}'.`,
    );
  }
  // State re-measures overflow when the body mounts; the ref is read by the open-focus handler, which runs first.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const attachBody = useCallback((node: HTMLDivElement | null) => {
    bodyRef.current = node;
    setBody(node);
  }, []);
  const scrollable = useOverflow(body);
  const panelStyle = { '--lw-dialog-width': `${width ?? dialogDefaultWidth[variant]}px`, ...style } as CSSProperties;

  return (
    <RadixDialog.Portal>
      <DialogOverlay data-variant={variant} />
      <DialogPanel
        ref={ref}
        data-variant={variant}
        style={panelStyle}
        onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, (event: Event) => {
          returnFocusRef.current = document.activeElement;
          // Start in the content (a form's first field) rather than on the × button; Radix's default otherwise.
          const first = bodyRef.current?.querySelector<HTMLElement>(tabbableSelector);
          if (first) {
            event.preventDefault();
            first.focus();
          }
        })}
        onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, () => {
          // Radix returns focus to a DialogTrigger. A dialog opened by state has none: fall back to what had focus.
          const target = returnFocusRef.current;
          returnFocusRef.current = null;
          queueMicrotask(() => {
            const lost = !document.activeElement || document.activeElement === document.body;
            if (lost && target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true });
          });
        })}
        {...rest}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              <DialogCloseButton type="button" aria-label={intl.formatMessage(common.close)}>
                <CloseIcon />
              </DialogCloseButton>
            </RadixDialog.Close>
          )}
        </DialogHeader>
        <DialogBody
          ref={attachBody}
          data-scrollable={scrollable || undefined}
          // A scrolling body must be reachable by keyboard so its overflow can be read.
          tabIndex={scrollable ? 0 : undefined}
        >
          {description ? <DialogDescription>{description}</DialogDescription> : null}
          {children}
        </DialogBody>
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogPanel>
    </RadixDialog.Portal>
  );
});

const tabbableSelector = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Whether `element` currently overflows vertically; follows resizes and content changes. */
function useOverflow(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    if (element) setOverflowing(element.scrollHeight > element.clientHeight + 1);
  }, [element]);
  useEffect(() => {
    if (!element) return undefined;
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element, measure]);
  return overflowing;
}
