import { css, styled } from 'styled-components';
import { shadow, space } from '../tokens';

const boxShadows = Object.keys(shadow) as Array<keyof typeof shadow>;

const steps = space.map((_, step) => step);

/** One rule per spacing step, so the value always comes from `theme.space`. */
const paddingRules = css`
  ${({ theme }) =>
    steps.map(
      (step) => css`
        &[data-padding='${step}'] {
          padding: ${theme.space[step]}px;
        }
      `,
    )}
  ${({ theme }) =>
    steps.map(
      (step) => css`
        &[data-padding-x='${step}'] {
          padding-inline: ${theme.space[step]}px;
        }
        &[data-padding-y='${step}'] {
          padding-block: ${theme.space[step]}px;
        }
      `,
    )}
`;

export const StyledBox = styled.div`
  box-sizing: border-box;
  min-width: 0;
  ${paddingRules}

  &[data-background='surface'] {
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-background='surfaceMuted'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-background='surfaceRaised'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &[data-background='primarySubtle'] {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-radius='none'] {
    border-radius: ${({ theme }) => theme.radii.none}px;
  }
  &[data-radius='sm'] {
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
  &[data-radius='md'] {
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
  &[data-radius='lg'] {
    border-radius: ${({ theme }) => theme.radii.lg}px;
  }
  &[data-radius='xl'] {
    border-radius: ${({ theme }) => theme.radii.xl}px;
  }
  &[data-bordered='true'] {
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  ${({ theme }) =>
    boxShadows.map(
      (shadow) => css`
        &[data-shadow='${shadow}'] {
          box-shadow: ${theme.shadow[shadow]};
        }
      `,
    )}
  /* Lists rendered as a box are layout, not bullets. :where keeps these resets at the box's own specificity, so a
     margin a page gives the box wins over them. */
  &:where(ul, ol) {
    margin: 0;
    list-style: none;
  }
  &:where(fieldset) {
    margin: 0;
    border-width: 0;
    min-inline-size: 0;
  }
`;
