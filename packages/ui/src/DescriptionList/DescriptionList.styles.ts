import { css, styled } from 'styled-components';
import { space } from '../tokens';
import { descriptionListSizes } from './DescriptionList.types';

const steps = space.map((_, step) => step);

/*
 * Widths in em, so the term column follows the list's own font size (a `size="sm"` list gets a narrower column).
 * The value's minimum decides when a row has no room for both: below term width + gap + value minimum, every term
 * takes the whole line and its value moves under it. It is decided by the width of the list's container, not the
 * viewport, and without a container query (which would need size containment on the list).
 */
export const StyledDescriptionList = styled.dl`
  --lw-description-list-term-width: 11em;
  --lw-description-list-value-min-width: 14em;
  --lw-description-list-stack-below: calc(
    var(--lw-description-list-term-width) + ${({ theme }) => theme.space[4]}px +
      var(--lw-description-list-value-min-width)
  );
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;

  &[data-term-width='sm'] {
    --lw-description-list-term-width: 8em;
  }
  &[data-term-width='lg'] {
    --lw-description-list-term-width: 15em;
  }
  ${({ theme }) =>
    steps.map(
      (step) => css`
        &[data-gap='${step}'] {
          gap: ${theme.space[step]}px;
        }
      `,
    )}
  ${({ theme }) =>
    descriptionListSizes.map(
      (size) => css`
        &[data-size='${size}'] {
          font-size: ${theme.font.size[size]}px;
        }
      `,
    )}
`;

export const StyledItem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[4]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;

  ${StyledDescriptionList}[data-layout='stacked'] > & {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const StyledTerm = styled.dt`
  /* The term column's width while a value fits beside it, else the whole line: the clamp's middle value is hugely
     negative above the threshold and hugely positive below it. */
  flex: none;
  width: clamp(
    min(var(--lw-description-list-term-width), 100%),
    (var(--lw-description-list-stack-below) - 100%) * 999,
    100%
  );
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: break-word;
  hyphens: auto;

  ${StyledDescriptionList}[data-layout='stacked'] & {
    width: auto;
  }
`;

export const StyledDetails = styled.dd`
  flex: 1 1 0;
  min-width: 0;
  margin: 0;
  /* Checksums, URLs and e-mail addresses have no spaces: break them anywhere rather than overflow. */
  overflow-wrap: anywhere;

  ${StyledDescriptionList}[data-layout='stacked'] & {
    flex: none;
  }
`;
