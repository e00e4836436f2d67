import { useTheme, type SelectProps } from '@labelwise/ui';
import { forwardRef, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { styled } from 'styled-components';

type SelectComponent = ComponentType<SelectProps & { ref?: Ref<HTMLButtonElement> }>;

let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;

/** Loads the real select once; later calls share the promise. A failed load may be retried. */
export function loadDeferredSelect(): Promise<SelectComponent> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./DeferredSelectChunk').then(
    (m) => (loaded = m.Select as SelectComponent),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/**
 * The closed select as the library draws it (`Select.styles.ts` StyledTrigger: border, radius, control size,
 * placeholder colour, the error border), without Radix. Same box, so the swap to the real select moves nothing.
 */
const StandIn = styled.button`
  ${({ theme }) => `
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: ${theme.space[2]}px;
    width: 100%;
    min-width: 0;
    margin: 0;
    border: 1px solid ${theme.color.borderStrong};
    border-radius: ${theme.radii.md}px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-family: inherit;
    line-height: ${theme.font.lineHeight.normal};
    text-align: start;
    cursor: pointer;
    transition: border-color ${theme.motion.fast}ms;
    ${Object.entries(theme.controlSizes)
      .map(
        ([size, c]) =>
          `&[data-size='${size}'] { min-height: ${c.height}px; font-size: ${c.fontSize}px; padding-inline: ${c.paddingX}px; }`,
      )
      .join('\n')}
    &:focus-visible { outline: 2px solid ${theme.color.primaryStrong}; outline-offset: 2px; border-color: ${theme.color.primary}; }
    &[data-placeholder] { color: ${theme.color.textMuted}; }
    &:hover:not(:disabled):not([data-invalid='true']) { border-color: ${theme.color.primary}; }
    &[data-invalid='true'] { border-color: ${theme.color.danger}; }
    &[data-invalid='true']:focus-visible { outline-color: ${theme.color.danger}; border-color: ${theme.color.danger}; }
    &:disabled { cursor: not-allowed; background: ${theme.color.surfaceMuted}; color: ${theme.color.textMuted}; }
    & > span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    & > svg {
      flex: none; width: 12px; height: 12px; fill: none; stroke: currentColor; stroke-width: 2;
      stroke-linecap: round; stroke-linejoin: round; color: ${theme.color.textMuted};
    }
  `}
`;

const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * The library's `Select`, deferred (/printers, /contactUs): until the visitor shows intent (the chunk is fetched on pointer
 * over or touch, swapped in on focus or press), a stand-in with the closed select's look and ARIA (`combobox`, collapsed) takes its place, so Radix Select and
 * floating-ui (about 38 KB gzip) are not part of the first load. A press or an opening key before the chunk
 * has arrived opens the real list once it has; focus moves over to the real trigger.
 */
export const DeferredSelect = forwardRef<HTMLButtonElement, SelectProps>(function DeferredSelect(props, ref) {
  const [Real, setReal] = useState<SelectComponent | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const realTrigger = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);
  const theme = useTheme();

  useEffect(() => {
    if (Real && hadFocus.current) realTrigger.current?.focus();
  }, [Real]);

  const prefetch = () => void loadDeferredSelect().catch(() => undefined);
  const load = () => {
    if (Real) return;
    loadDeferredSelect().then(
      (S) => setReal(() => S),
      () => undefined,
    );
  };

  if (Real) {
    const setRef = (node: HTMLButtonElement | null) => {
      realTrigger.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    };
    return <Real {...props} ref={setRef} defaultOpen={openOnLoad || props.defaultOpen} />;
  }

  const {
    options,
    value,
    placeholder,
    label,
    size,
    invalid,
    disabled,
    'aria-label': ariaLabel,
    'aria-invalid': ariaInvalid,
    onValueChange: _onValueChange,
    defaultValue: _defaultValue,
    open: _open,
    defaultOpen: _defaultOpen,
    onOpenChange: _onOpenChange,
    container: _container,
    required: _required,
    name: _name,
    form: _form,
    autoComplete: _autoComplete,
    ...rest
  } = props;
  const selected = value ? options.find((o) => o.value === value) : undefined;
  const isInvalid = invalid ?? (ariaInvalid === true || ariaInvalid === 'true');
  const open = () => {
    hadFocus.current = true;
    setOpenOnLoad(true);
    load();
  };
  return (
    <StandIn
      ref={(node) => {
        standIn.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      {...rest}
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      aria-label={ariaLabel ?? label}
      aria-invalid={isInvalid || undefined}
      data-size={size ?? theme.size}
      data-invalid={isInvalid || undefined}
      data-placeholder={selected ? undefined : ''}
      data-state="closed"
      disabled={disabled}
      // Hover and touch only fetch the chunk; the swap waits for focus or a press, so a press always lands on
      // the element it started on.
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={() => (hadFocus.current = false)}
      onPointerDown={(e) => {
        if (e.button === 0) {
          e.preventDefault();
          standIn.current?.focus();
          open();
        }
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (OPEN_KEYS.has(e.key)) {
          e.preventDefault();
          open();
        }
      }}
    >
      <span>{selected ? selected.label : (placeholder ?? <FormattedMessage id="lw.common.pleaseSelect" />)}</span>
      <svg viewBox="0 0 12 12" focusable="false" aria-hidden="true">
        <path d="m3 4.5 3 3 3-3" />
      </svg>
    </StandIn>
  );
});
