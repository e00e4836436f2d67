import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type ComponentPropsWithoutRef,
  type ComponentRef,
} from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { useTheme } from '../theme/useTheme';
import { componentSizes, type ComponentSize } from '../tokens';
import { invariant } from '../utils/invariant';
import {
  StyledContent,
  StyledContentInner,
  StyledHeader,
  StyledItem,
  StyledRoot,
  StyledTrigger,
} from './Accordion.styles';

export const accordionTypes = ['single', 'multiple'] as const;
export type AccordionType = (typeof accordionTypes)[number];

/** Heading levels a trigger can sit in; pick the one that fits the page outline (an FAQ under an h2 uses 3). */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

interface AccordionOwnProps {
  /** Overrides the theme's component size (trigger height and text size). */
  size?: ComponentSize;
  /** The heading element each trigger is wrapped in. Default 3. */
  headingLevel?: AccordionHeadingLevel;
}

/** One section open at a time; with `collapsible` the open one can be closed again. `value` is a string (`''` = none). */
export type AccordionSingleProps = AccordionPrimitive.AccordionSingleProps & AccordionOwnProps;
/** Any number of sections open; `value` is an array of item values. */
export type AccordionMultipleProps = AccordionPrimitive.AccordionMultipleProps & AccordionOwnProps;
export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

interface AccordionContextValue {
  size: ComponentSize;
  headingLevel: AccordionHeadingLevel;
}

// Our own contexts (beside Radix's) so misplaced parts fail with a library error that names the fix.
const AccordionContext = createContext<AccordionContextValue | null>(null);
const AccordionItemContext = createContext(false);

function useAccordionContext(part: string): AccordionContextValue {
  const context = useContext(AccordionContext);
  // Not in a development-only block: the assertion narrows the type, and in production it is a no-op.
  invariant('Accordion', context, `${part} must be rendered inside <Accordion>.`);
  return context;
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'an array' : typeof value === 'string' ? `'${value}'` : String(value);
}

/**
 * Vertically stacked sections that fold open: the features dialog's Design / Data / Print groups and FAQ lists.
 * Radix supplies the disclosure semantics (`aria-expanded`, `aria-controls`, labelled regions) and keyboard
 * support: Arrow Up/Down and Home/End move between triggers, Enter and Space toggle.
 */
export const Accordion = forwardRef<ComponentRef<typeof AccordionPrimitive.Root>, AccordionProps>(
  function Accordion(props, ref) {
    const { size, headingLevel = 3, ...rootProps } = props;
    const theme = useTheme();
    const { type, value, defaultValue } = rootProps;
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Accordion',
        accordionTypes.includes(type),
        `type must be one of ${accordionTypes.join(', ')}; received ${describe(type)}.`,
      );
    }
    // Radix silently misbehaves when the value shape does not match the type; catch it here instead.
    for (const [name, given] of [
      ['value', value],
      ['defaultValue', defaultValue],
    ] as const) {
      if (given === undefined) continue;
      if (process.env.NODE_ENV !== 'production') {
        invariant(
          'Accordion',
          type === 'multiple' ? Array.isArray(given) : typeof given === 'string',
          type === 'multiple'
            ? `${name} must be an array of item values when type is 'multiple'; received ${describe(given)}.`
            : `${name} must be a string (one item value, or '' for none) when type is 'single'; received ${describe(given)}.`,
        );
      }
    }
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Accordion',
        size === undefined || componentSizes.includes(size),
        `size must be one of ${componentSizes.join(', ')}; received ${describe(size)}.`,
      );
      invariant(
        'Accordion',
        accordionHeadingLevels.includes(headingLevel),
        `headingLevel must be one of ${accordionHeadingLevels.join(', ')}; received ${describe(headingLevel)}.`,
      );
    }
    const resolvedSize = size ?? theme.size;
    const context = useMemo(() => ({ size: resolvedSize, headingLevel }), [resolvedSize, headingLevel]);
    return (
      <AccordionContext.Provider value={context}>
        <StyledRoot ref={ref} data-size={resolvedSize} {...rootProps} />
      </AccordionContext.Provider>
    );
  },
);

export type AccordionItemProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>;

/** One section: a trigger and its content. `value` identifies it in the accordion's `value`; `disabled` locks it. */
export const AccordionItem = forwardRef<ComponentRef<typeof AccordionPrimitive.Item>, AccordionItemProps>(
  function AccordionItem(props, ref) {
    useAccordionContext('AccordionItem');
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Accordion',
        typeof props.value === 'string' && props.value.trim() !== '',
        `AccordionItem needs a non-empty string value (it identifies the item in the accordion's value); received ${describe(props.value)}.`,
      );
    }
    return (
      <AccordionItemContext.Provider value>
        <StyledItem ref={ref} {...props} />
      </AccordionItemContext.Provider>
    );
  },
);

/** `asChild` is not offered: the trigger owns its heading wrapper and chevron. */
export type AccordionTriggerProps = Omit<ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger>, 'asChild'>;

/** The heading button that folds its section open or closed. The chevron turns when it is open. */
export const AccordionTrigger = forwardRef<ComponentRef<typeof AccordionPrimitive.Trigger>, AccordionTriggerProps>(
  function AccordionTrigger({ children, ...rest }, ref) {
    const { size, headingLevel } = useAccordionContext('AccordionTrigger');
    const insideItem = useContext(AccordionItemContext);
    if (process.env.NODE_ENV !== 'production') {
      invariant('Accordion', insideItem, 'AccordionTrigger must be rendered inside <AccordionItem>.');
      invariant(
        'Accordion',
        hasContent(children) || hasContent(rest['aria-label']) || hasContent(rest['aria-labelledby']),
        'AccordionTrigger needs visible text (children) or an aria-label: it is the name of the section.',
      );
    }
    return (
      <AccordionPrimitive.Header asChild>
        <StyledHeader as={`h${headingLevel}`}>
          <StyledTrigger ref={ref} data-size={size} {...rest}>
            <span>{children}</span>
            <ChevronIcon />
          </StyledTrigger>
        </StyledHeader>
      </AccordionPrimitive.Header>
    );
  },
);

export type AccordionContentProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>;

/** The folding part. It is a region named by its trigger and is removed from the page while closed (unless `forceMount`). */
export const AccordionContent = forwardRef<ComponentRef<typeof AccordionPrimitive.Content>, AccordionContentProps>(
  function AccordionContent({ children, ...rest }, ref) {
    const { size } = useAccordionContext('AccordionContent');
    const insideItem = useContext(AccordionItemContext);
    if (process.env.NODE_ENV !== 'production') {
      invariant('Accordion', insideItem, 'AccordionContent must be rendered inside <AccordionItem>.');
    }
    return (
      <StyledContent ref={ref} data-size={size} {...rest}>
        {/* Padding lives on an inner box so the height animation can run all the way to 0. */}
        <StyledContentInner>{children}</StyledContentInner>
      </StyledContent>
    );
  },
);

/** Decorative: the trigger's `aria-expanded` carries the state. */
function ChevronIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden focusable="false">
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function hasContent(node: unknown): boolean {
  if (node === undefined || node === null || node === false || node === true) return false;
  if (typeof node === 'string') return node.trim() !== '';
  if (Array.isArray(node)) return node.some(hasContent);
  return true;
}
