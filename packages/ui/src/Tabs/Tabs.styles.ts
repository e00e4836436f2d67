import { css, styled } from 'styled-components';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { componentSizes } from '../tokens';

export const StyledRoot = styled(TabsPrimitive.Root)`
  display: flex;
  flex-direction: column;
  /* Lets a horizontal list shrink inside flex and grid parents, so it scrolls instead of widening the page. */
  min-width: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &[data-orientation='vertical'] {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[5]}px;
  }
`;

export const StyledList = styled(TabsPrimitive.List)`
  display: flex;
  flex-shrink: 0;
  min-width: 0;

  &[data-orientation='horizontal'] {
    overflow-x: auto;
    overflow-y: hidden;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    /* The baseline is a shadow, not a border, so the selected tab's indicator can sit on top of it. */
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: stretch;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border};
  }
`;

export const StyledTrigger = styled(TabsPrimitive.Trigger)`
  box-sizing: border-box;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  ${({ theme }) =>
    componentSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          min-height: ${theme.controlSizes[size].height}px;
          padding-inline: ${theme.controlSizes[size].paddingX}px;
          font-size: ${theme.controlSizes[size].fontSize}px;
        }
      `,
    )}

  &[data-orientation='vertical'] {
    justify-content: flex-start;
    text-align: start;
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  &[data-state='active'][data-orientation='horizontal'] {
    box-shadow: inset 0 -2px 0 currentColor;
  }
  &[data-state='active'][data-orientation='vertical'] {
    box-shadow: inset -2px 0 0 currentColor;
    background: ${({ theme }) => theme.color.primarySubtle};
    /* primaryHover keeps 4.5:1 on the subtle tint for every brand; primaryStrong does not. */
    color: ${({ theme }) => theme.color.primaryHover};
  }
  /* Inset: the list clips anything drawn outside a tab while it scrolls. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primaryStrong};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledContent = styled(TabsPrimitive.Content)`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;

  &[data-orientation='horizontal'] {
    padding-top: ${({ theme }) => theme.space[4]}px;
  }
  &[data-orientation='vertical'] {
    flex: 1;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primaryStrong};
    outline-offset: 2px;
  }
`;
