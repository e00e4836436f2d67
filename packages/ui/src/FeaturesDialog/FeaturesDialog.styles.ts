import { Accordion as AccordionPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';

// The disclosure chevron is the library's one chevron; it is re-exported under the local name.
export { Chevron } from '../internal/glyphStyles';

/**
 * Navigation beside the detail pane. Flex-wrap instead of a breakpoint: the dialog's own width decides, so the
 * pane drops below the list on a phone (or a narrow `width`) without reading the viewport.
 */
export const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]}px;
`;

export const Navigation = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemButton = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms,
    color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }

  &[data-kind='top'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-kind='fold'] {
    padding-inline-start: ${({ theme }) => theme.space[5]}px;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  /* The inset bar marks the selection without relying on colour alone. */
  &[data-state='selected'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    /* primaryHover keeps 4.5:1 on the subtle tint for every brand; primaryStrong does not. */
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
`;

export const Groups = styled(AccordionPrimitive.Root)`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Group = styled(AccordionPrimitive.Item)`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const GroupHeader = styled(AccordionPrimitive.Header)`
  margin: 0;
  font-size: inherit;
`;

export const GroupTrigger = styled(AccordionPrimitive.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  &:hover {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;

export const GroupContent = styled(AccordionPrimitive.Content)`
  padding-bottom: ${({ theme }) => theme.space[2]}px;
`;

export const Detail = styled.section`
  flex: 2 1 280px;
  min-width: 0;
  min-height: 160px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  /* A plain surface: links inside (primaryStrong) reach 4.5:1 only on white. */
  background: ${({ theme }) => theme.color.surface};

  &[data-state='empty'] {
    display: flex;
    align-items: center;
    justify-content: center;
    text-align: center;
  }
`;

export const DetailImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

export const DetailTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;

export const DetailText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

export const DetailAction = styled.p`
  margin: ${({ theme }) => theme.space[3]}px 0 0;
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
