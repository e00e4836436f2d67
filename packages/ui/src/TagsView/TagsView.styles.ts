import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';

export const Bar = styled.nav`
  position: relative;
  display: flex;
  align-items: stretch;
  height: 34px;
  width: 100%;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 1px 3px 0 rgba(0, 0, 0, 0.06);
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export const Scroller = styled.div`
  /* The offset parent of the tags: keeping the active one in view measures from here, not from the bar. */
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
  scroll-padding-inline: ${({ theme }) => theme.layout.tagScrollPadding}px;
  &::-webkit-scrollbar {
    display: none;
  }
  /* Tags cut at an edge fade out there: more is hidden on that side (the scroll buttons say so too). A mask reads
     only alpha, so its colour (black) is not a design colour and needs no token. */
  --lw-tags-fade: ${({ theme }) => theme.space[6]}px;
  &[data-more-start='true'] {
    mask-image: linear-gradient(to right, transparent, black var(--lw-tags-fade));
  }
  &[data-more-end='true'] {
    mask-image: linear-gradient(to left, transparent, black var(--lw-tags-fade));
  }
  &[data-more-start='true'][data-more-end='true'] {
    mask-image: linear-gradient(
      to right,
      transparent,
      black var(--lw-tags-fade),
      black calc(100% - var(--lw-tags-fade)),
      transparent
    );
  }
`;

/** The buttons at the ends of an overflowing bar: they scroll by most of a screenful. */
export const ScrollButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  svg {
    width: 12px;
    height: 12px;
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  &:disabled {
    cursor: default;
    opacity: 0.35;
  }
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  width: max-content;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  list-style: none;
`;

export const Tag = styled.li`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;
  height: 26px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;

  &:hover {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
  &[data-active='true'] {
    background: ${({ theme }) => theme.color.primaryStrong};
    border-color: ${({ theme }) => theme.color.primaryStrong};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const TagButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  [data-closable='true'] > & {
    padding-right: ${({ theme }) => theme.space[1]}px;
  }
  /* The dot marks the current page by shape as well as by colour. */
  [data-active='true'] > &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-right: 6px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  svg {
    width: 10px;
    height: 10px;
  }
  &:hover {
    background: ${({ theme }) => theme.color.textMuted};
    color: ${({ theme }) => theme.color.textInverse};
  }
  [data-active='true'] > &:hover {
    background: ${({ theme }) => theme.color.onPrimary};
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;
