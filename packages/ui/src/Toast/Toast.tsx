import { createContext, forwardRef, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Toast as RadixToast, VisuallyHidden } from 'radix-ui';
import { CloseIcon, ToneIcon, type Tone } from '../internal/icons';
import { invariant, invariantOneOf } from '../utils/invariant';
import { messages } from './Toast.messages';
import { addToast, closeToast, removeToast, type ToastQueue } from './toastQueue';
import {
  ToastCloseButton,
  ToastDescription,
  ToastIcon,
  ToastRoot,
  ToastText,
  ToastTitle,
  ToastViewportList,
} from './Toast.styles';

export const toastTones = ['success', 'info', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export const toastPlacements = ['top-right', 'top-center', 'bottom-right', 'bottom-center'] as const;
export type ToastPlacement = (typeof toastPlacements)[number];

/** Default time on screen in ms; long enough to read two lines (Radix's default too). */
export const defaultToastDuration = 5000;

const iconTone: Record<ToastTone, Tone> = { success: 'success', info: 'info', warning: 'warning', error: 'danger' };

const toneName = {
  success: messages.toneSuccess,
  info: messages.toneInfo,
  warning: messages.toneWarning,
  error: messages.toneError,
} as const;

function checkToast(title: ReactNode, tone: unknown, duration: unknown): void {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Toast',
      title !== undefined && title !== null && title !== '' && title !== false,
      'title must not be empty: it is the text that gets announced.',
    );
    invariantOneOf('Toast', 'tone', tone, toastTones);
    invariant(
      'Toast',
      duration === undefined || (typeof duration === 'number' && duration > 0),
      `duration must be a positive number of ms (Infinity keeps the toast open); received '${String(duration)}'.`,
    );
  }
}

export interface ToastProps extends Omit<RadixToast.ToastProps, 'type' | 'title' | 'children'> {
  /** Colour, icon and urgency. `error` interrupts screen readers (assertive); the others wait their turn (polite). Default `info`. */
  tone?: ToastTone;
  /** The short message, e.g. "Saved". Required: it is what gets announced. */
  title: ReactNode;
  /** A second line with detail. */
  description?: ReactNode;
  /** Ms before it closes by itself (paused while hovered or focused). `Infinity` keeps it until dismissed. Defaults to the provider's. */
  duration?: number;
}

/**
 * One toast. `useToast().toast()` renders these for you; render one yourself for a toast tied to state
 * (`<Toast open={saving} onOpenChange={…} title="Saving…" duration={Infinity} />`). Must sit inside a `ToastProvider`.
 * Swipe, Escape, the × button and the timer close it (Radix).
 */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  { tone = 'info', title, description, duration, ...rest },
  ref,
) {
  const intl = useIntl();
  checkToast(title, tone, duration);
  return (
    <ToastRoot
      ref={ref}
      type={tone === 'error' ? 'foreground' : 'background'}
      duration={duration}
      data-tone={tone}
      {...rest}
    >
      <ToastIcon data-tone={tone} aria-hidden>
        <ToneIcon tone={iconTone[tone]} width={20} height={20} />
      </ToastIcon>
      {/*
        Colour and icon are not read out, so the tone is named in hidden text. Radix builds the announcement by
        joining text nodes without separators: the explicit spaces keep tone, title and description apart.
      */}
      <ToastText>
        <VisuallyHidden.Root>{intl.formatMessage(toneName[tone])}</VisuallyHidden.Root> <ToastTitle>{title}</ToastTitle>{' '}
        {description ? <ToastDescription>{description}</ToastDescription> : null}
      </ToastText>
      <RadixToast.Close asChild>
        <ToastCloseButton type="button" aria-label={intl.formatMessage(messages.close)}>
          <CloseIcon />
        </ToastCloseButton>
      </RadixToast.Close>
    </ToastRoot>
  );
});

export interface ToastOptions {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Ms on screen; `Infinity` until dismissed. Defaults to the provider's `duration`. */
  duration?: number;
  /** Reuse an id to replace that toast in place (e.g. "Saving…" → "Saved") instead of stacking another. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with that id, or every toast without one. */
  dismiss: (id?: string) => void;
}

const ToastApiContext = createContext<ToastApi | null>(null);

/** `{ toast, dismiss }` of the nearest `ToastProvider`. Both functions are stable across renders. */
export function useToast(): ToastApi {
  const api = useContext(ToastApiContext);
  // Thrown in production too: without a provider every later toast() call would be lost silently.
  if (!api) throw new Error('[labelwise/ui: Toast] useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  /** Default ms each toast stays. Default 5000. */
  duration?: number;
  /** At most this many toasts are open at once; the oldest close first. Default 5. */
  limit?: number;
  /** The direction a toast is swiped to dismiss it. Default `right`. */
  swipeDirection?: RadixToast.ToastProviderProps['swipeDirection'];
  /** Px of swipe needed to dismiss. Default 50. */
  swipeThreshold?: number;
  /** The app; put one `ToastViewport` somewhere inside. */
  children?: ReactNode;
}

type Entry = Omit<ToastOptions, 'id'>;

/** Toasts wait this long after closing before they are forgotten; longer than any exit animation. */
const removeDelay = 1000;

/**
 * Owns the toasts raised with `useToast()` and renders them into the `ToastViewport`. Put it once near the
 * root, inside `LabelwiseProvider` (it reads the theme and messages).
 */
export function ToastProvider({
  duration = defaultToastDuration,
  limit = 5,
  swipeDirection = 'right',
  swipeThreshold,
  children,
}: ToastProviderProps) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Toast',
      typeof duration === 'number' && duration > 0,
      `duration must be a positive number of ms; received '${String(duration)}'.`,
    );
    invariant(
      'Toast',
      Number.isInteger(limit) && limit >= 1,
      `limit must be a whole number of at least 1; received '${String(limit)}'.`,
    );
  }
  const [queue, setQueue] = useState<ToastQueue<Entry>>([]);
  const limitRef = useRef(limit);
  limitRef.current = limit;
  const nextId = useRef(0);
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // Closed toasts (by the timer, a swipe, dismiss() or the limit) are forgotten once their exit animation is over.
  useEffect(() => {
    for (const entry of queue) {
      const key = `${entry.id}:${entry.version}`;
      if (entry.open || removals.current.has(key)) continue;
      removals.current.set(
        key,
        setTimeout(() => {
          removals.current.delete(key);
          setQueue((current) => removeToast(current, entry.id, entry.version));
        }, removeDelay),
      );
    }
  }, [queue]);
  useEffect(() => {
    const pending = removals.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast: ({ id, ...options }) => {
        checkToast(options.title, options.tone ?? 'info', options.duration);
        nextId.current += 1;
        const toastId = id ?? `lw-toast-${nextId.current}`;
        setQueue((current) => addToast(current, toastId, options, limitRef.current));
        return toastId;
      },
      dismiss: (id) => setQueue((current) => closeToast(current, id)),
    }),
    [],
  );

  return (
    <RadixToast.Provider
      label={intl.formatMessage(messages.label)}
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
    >
      <ToastApiContext.Provider value={api}>
        {children}
        {queue.map((entry) => (
          <Toast
            key={`${entry.id}:${entry.version}`}
            {...entry.options}
            open={entry.open}
            onOpenChange={(open) => {
              if (!open) api.dismiss(entry.id);
            }}
          />
        ))}
      </ToastApiContext.Provider>
    </RadixToast.Provider>
  );
}

export interface ToastViewportProps extends Omit<RadixToast.ToastViewportProps, 'label' | 'children'> {
  /** Screen corner or edge the toasts stack from. Default `top-right`. */
  placement?: ToastPlacement;
}

const defaultHotkey = ['F8'];

function hotkeyLabel(hotkey: readonly string[]): string {
  // Same formatting Radix applies to its own default label.
  return hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '');
}

/**
 * Where toasts appear: a fixed, labelled region. Render exactly one inside `ToastProvider`. F8 (the `hotkey`)
 * moves focus into it so keyboard users can reach a toast's × button.
 */
export const ToastViewport = forwardRef<HTMLOListElement, ToastViewportProps>(function ToastViewport(
  { placement = 'top-right', hotkey = defaultHotkey, ...rest },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('Toast', 'placement', placement, toastPlacements);
  }
  return (
    <ToastViewportList
      ref={ref}
      hotkey={hotkey}
      label={formatViewportLabel(intl, hotkey)}
      data-placement={placement}
      {...rest}
    />
  );
});

function formatViewportLabel(intl: IntlShape, hotkey: readonly string[]): string {
  return intl.formatMessage(messages.viewport, { hotkey: hotkeyLabel(hotkey) });
}
