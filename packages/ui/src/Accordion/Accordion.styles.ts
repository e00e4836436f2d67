import { css, styled } from 'styled-components';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { componentSizes } from '../tokens';

/** Text size per `data-size`; triggers also get a touch-friendly height a step above the control height. */
const sizeRules = (withHeight: boolean) => css`
  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          font-size: ${theme.controlSizes[size].fontSize}px;
          ${withHeight ? `min-height: ${theme.controlSizes[size].height + theme.space[2]}px;` : ''}
        }
      `,
    )}
`;

export const StyledRoot = styled(AccordionPrimitive.Root)`
  box-sizing: border-box;
  width: 100%;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};
`;

export const StyledItem = styled(AccordionPrimitive.Item)`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const StyledHeader = styled.h3`
  display: flex;
  margin: 0;
  font: inherit;
`;

export const StyledTrigger = styled(AccordionPrimitive.Trigger)`
  box-sizing: border-box;
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[2]}px`};
  border: 0;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: start;
  cursor: pointer;
  ${sizeRules(true)}

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.textMuted};
    transition: transform ${({ theme }) => `${theme.motion.normal}ms ${theme.motion.easing}`};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  /* Inset, because stacked triggers would clip an outline drawn outside their neighbours. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primaryStrong};
    outline-offset: -2px;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

export const StyledContent = styled(AccordionPrimitive.Content)`
  overflow: hidden;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  ${sizeRules(false)}

  /* Radix measures the content and exposes its height, so the fold can animate to and from it. */
  &[data-state='open'] {
    animation: lw-accordion-open ${({ theme }) => `${theme.motion.normal}ms ${theme.motion.easing}`};
  }
  &[data-state='closed'] {
    animation: lw-accordion-close ${({ theme }) => `${theme.motion.normal}ms ${theme.motion.easing}`};
  }
  @keyframes lw-accordion-open {
    from {
      height: 0;
    }
    to {
      height: var(--radix-accordion-content-height);
    }
  }
  @keyframes lw-accordion-close {
    from {
      height: var(--radix-accordion-content-height);
    }
    to {
      height: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'],
    &[data-state='closed'] {
      animation: none;
    }
  }
`;

export const StyledContentInner = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[2]}px ${theme.space[4]}px`};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
