import { Tooltip as RadixTooltip } from 'radix-ui';
import { styled } from 'styled-components';

export const TooltipContent = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(280px, calc(100vw - ${({ theme }) => theme.space[4]}px));
  padding: ${({ theme }) => `${theme.space[1] + 2}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  user-select: none;
  transform-origin: var(--radix-tooltip-content-transform-origin);

  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: lw-tooltip-in ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.motion.easing};
  }
  @keyframes lw-tooltip-in {
    from {
      opacity: 0;
      transform: scale(0.96);
    }
  }
`;

export const TooltipArrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.color.text};
`;
