import { styled } from 'styled-components';
import { Input } from '../Input';

export const Root = styled.div`
  position: relative;
  display: inline-block;
  width: 240px;
  max-width: 100%;
`;

export const SearchIcon = styled.svg`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[3]}px;
  top: 50%;
  width: 16px;
  height: 16px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
`;

export const SearchInput = styled(Input)`
  &&[data-size] {
    padding-inline-start: ${({ theme }) => theme.space[3] + 16 + theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const Popup = styled.div`
  position: absolute;
  inset-inline: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 100%;
  padding: ${({ theme }) => theme.space[1]}px 0;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const Listbox = styled.ul`
  max-height: 320px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  user-select: none;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    /* primaryHover keeps 4.5:1 on the subtle tint for every brand. */
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const OptionTitle = styled.span`
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const OptionPath = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.textMuted};

  [aria-selected='true'] > & {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;
