import { createContext, forwardRef, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { spaceSteps, type SpaceStep } from '../Box';
import { invariant, invariantOneOf } from '../utils/invariant';
import { StyledDescriptionList, StyledDetails, StyledItem, StyledTerm } from './DescriptionList.styles';
import {
  descriptionListLayouts,
  descriptionListSizes,
  descriptionListTermWidths,
  type DescriptionListLayout,
  type DescriptionListSize,
  type DescriptionListTermWidth,
} from './DescriptionList.types';

export { descriptionListLayouts, descriptionListSizes, descriptionListTermWidths };
export type { DescriptionListLayout, DescriptionListSize, DescriptionListTermWidth };

/** Whether an item sits inside a list: a `dt` or `dd` anywhere else is invalid HTML and has no role. */
const InsideList = createContext(false);

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /**
   * `columns` (default) puts each term beside its value, and the value under its term when the container is too
   * narrow for both; `stacked` always puts the value under its term.
   */
  layout?: DescriptionListLayout;
  /** Width of the term column in `columns` layout, relative to the font size. Default `md`. */
  termWidth?: DescriptionListTermWidth;
  /** Space between items, as a step of the spacing scale. Default `2`. */
  gap?: SpaceStep;
  /** Font size from the type scale. Without it the list takes the size of the text around it. */
  size?: DescriptionListSize;
  /** `DescriptionListItem`s. */
  children?: ReactNode;
}

/** Terms and their values (a record's facts, a file's size and checksum) as a `dl` with real term and value roles. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { layout = 'columns', termWidth = 'md', gap = 2, size, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    invariantOneOf('DescriptionList', 'layout', layout, descriptionListLayouts);
    invariantOneOf('DescriptionList', 'termWidth', termWidth, descriptionListTermWidths);
    invariant(
      'DescriptionList',
      spaceSteps.includes(gap),
      `gap must be a step of the spacing scale (0–${spaceSteps.length - 1}), not pixels; received '${String(gap)}'.`,
    );
    invariantOneOf('DescriptionList', 'size', size, descriptionListSizes, { optional: true });
  }
  return (
    <InsideList.Provider value>
      <StyledDescriptionList
        ref={ref}
        data-layout={layout}
        data-term-width={termWidth}
        data-gap={gap}
        data-size={size}
        {...rest}
      />
    </InsideList.Provider>
  );
});

export interface DescriptionListItemProps extends HTMLAttributes<HTMLDivElement> {
  /** The term (`dt`): a short label, already translated. */
  term: ReactNode;
  /** The value (`dd`): text, a link, a formatted number, a `code`. */
  children: ReactNode;
}

/** One term and its value, grouped in a `div` as HTML allows inside a `dl`. Render it inside a DescriptionList. */
export const DescriptionListItem = forwardRef<HTMLDivElement, DescriptionListItemProps>(function DescriptionListItem(
  { term, children, ...rest },
  ref,
) {
  const insideList = useContext(InsideList);
  if (process.env.NODE_ENV !== 'production') {
    invariant('DescriptionListItem', insideList, 'must be rendered inside a DescriptionList.');
  }
  return (
    <StyledItem ref={ref} {...rest}>
      <StyledTerm>{term}</StyledTerm>
      <StyledDetails>{children}</StyledDetails>
    </StyledItem>
  );
});
