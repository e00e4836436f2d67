import { styled } from 'styled-components';
import { controlSizeRules, focusRing } from '../utils/controlSize';

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    border-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  ${controlSizeRules}
  ${focusRing}

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.primaryStrong};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
    /* On the subtle tint primaryStrong can fall under 4.5:1; primaryHover keeps it for every brand. */
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-variant='text'] {
    background: transparent;
    color: ${({ theme }) => theme.color.primaryStrong};
    padding-inline: ${({ theme }) => theme.space[2]}px;
  }
  &[data-variant='text']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.textInverse};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* Loading keeps full colour: the label must stay readable while the spinner shows progress. */
  &[data-loading='true'] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: lw-spin 0.8s linear infinite;
  @keyframes lw-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
