import { styled } from 'styled-components';
import { controlSizeRules, focusRing } from '../utils/controlSize';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  ${controlSizeRules}
  ${focusRing}

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &[data-compact='true'] {
    padding-inline: ${({ theme }) => theme.space[2]}px;
  }
`;

export const Icon = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const Chevron = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  transition: transform ${({ theme }) => theme.motion.fast}ms;

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;
