import { forwardRef, type HTMLAttributes } from 'react';
import { invariantOneOf } from '../utils/invariant';
import { StyledBadge } from './Badge.styles';

/** What a badge says about its subject, by colour: each tone's tint keeps the body text at 4.5:1. */
export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The tint. Default `neutral`. */
  tone?: BadgeTone;
}

/**
 * A short status or property in a pill: "Verified", "Beta", "Demo file". The words carry the meaning; the tone only
 * repeats it, so a badge never depends on colour alone.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone = 'neutral', ...rest }, ref) {
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('Badge', 'tone', tone, badgeTones);
  }
  return <StyledBadge ref={ref} data-tone={tone} {...rest} />;
});
