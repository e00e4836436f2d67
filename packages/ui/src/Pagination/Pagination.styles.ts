import { css, styled } from 'styled-components';
import { componentSizes } from '../tokens';
import { focusRing } from '../utils/controlSize';

export const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

export const Total = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
  margin-inline-end: ${({ theme }) => theme.space[1]}px;
`;

export const SizeSlot = styled.div`
  min-width: 110px;
  margin-inline-end: ${({ theme }) => theme.space[1]}px;
`;

export const PagerList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Square buttons as tall as the size's controls. */
const squareSizeRules = css`
  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          min-width: ${theme.controlSizes[size].height}px;
          height: ${theme.controlSizes[size].height}px;
          font-size: ${theme.controlSizes[size].fontSize}px;
        }
      `,
    )}
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  ${squareSizeRules}
  ${focusRing}

  &:hover:not(:disabled) {
    /* On the subtle tint primaryStrong can fall under 4.5:1; primaryHover keeps it for every brand. */
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.6;
  }
`;

export const NavButton = styled.button`
  ${buttonBase}
`;

export const MoreDots = styled.span`
  display: inline;
`;

export const MoreArrows = styled.span`
  display: none;
  line-height: 0;
`;

export const PageButton = styled.button`
  ${buttonBase}

  &[data-active='true'] {
    background: ${({ theme }) => theme.color.primaryStrong};
    color: ${({ theme }) => theme.color.onPrimary};
    cursor: default;
  }
  &[data-active='true']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryStrong};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-active='true']:disabled {
    opacity: 0.6;
  }
  &[data-more]:is(:hover, :focus-visible):not(:disabled) ${MoreDots} {
    display: none;
  }
  &[data-more]:is(:hover, :focus-visible):not(:disabled) ${MoreArrows} {
    display: inline;
  }
`;

export const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-inline-start: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;

  input {
    width: 56px;
    padding-inline: ${({ theme }) => theme.space[2]}px;
    text-align: center;
  }
`;
