import { DescriptionList, Stack } from '@labelwise/ui';
import { styled } from 'styled-components';
import { Panel } from '../../crud/pageParts';

/** The card beside the tabs from the tablet width up; one column on a phone. */
export const Layout = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;

  @media (min-width: 992px) {
    grid-template-columns: 320px minmax(0, 1fr);
  }
`;

/** Render with `align="center"`: the avatar and name centred, as the facts under them are not. */
export const Card = styled(Panel)`
  text-align: center;
`;

export const AvatarImage = styled.img`
  width: 128px;
  height: 128px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** The facts fill the centred card and read from the start edge. */
export const Facts = styled(DescriptionList)`
  align-self: stretch;
  text-align: start;
`;

/**
 * A tab's form (render it with `forwardedAs="form"`, `gap={3}`, `align="start"`): a readable width, set off from
 * the tabs, its fields as wide as the form while the note and the button keep their own width.
 */
export const PanelForm = styled(Stack)`
  max-width: 480px;
  padding-top: ${({ theme }) => theme.space[4]}px;

  & > div {
    align-self: stretch;
  }
`;
