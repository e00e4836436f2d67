import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { invariant, invariantOneOf } from '../utils/invariant';
import { TooltipArrow, TooltipContent } from './Tooltip.styles';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

export interface TooltipProps {
  /** The hint. It describes the trigger (`aria-describedby`); it is not a label, so icon buttons still need `aria-label`. */
  content: ReactNode;
  /** Preferred side; flips when there is no room. Default `top`. */
  side?: TooltipSide;
  /** Alignment along that side. Default `center`. */
  align?: 'start' | 'center' | 'end';
  /** Hover delay in ms before it opens. Default 300; keyboard focus opens it at once. */
  delayDuration?: number;
  /** Controlled open state (optional). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The one element that triggers it. It must accept a ref and DOM props (a `Button`, an `<a>`, a `<span tabIndex={0}>`).
   * Disabled buttons fire no pointer events: wrap them in a focusable span.
   */
  children: ReactElement;
}

/**
 * A short hint on hover or keyboard focus; Escape dismisses it. Brings its own Radix provider, so it works
 * anywhere without setup.
 */
export function Tooltip({
  content,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: TooltipProps) {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Tooltip',
      isValidElement(children) && Children.count(children) === 1,
      'children must be exactly one React element to attach the tooltip to.',
    );
    invariant(
      'Tooltip',
      content !== undefined && content !== null && content !== '' && content !== false,
      'content must not be empty.',
    );
    invariantOneOf('Tooltip', 'side', side, tooltipSides);
  }
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <TooltipContent side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <TooltipArrow width={10} height={5} />
          </TooltipContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
