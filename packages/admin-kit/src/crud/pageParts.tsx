import { Box, Inline, Stack, Text, type BoxProps, type InlineProps, type StackProps } from '@labelwise/ui';
import { forwardRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

/** The pages' own panels hold a plain `<h2>` title: one look for all of them. */
const PanelStack = styled(Stack)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** A white panel holding one page section (a `section` unless `as` says otherwise), its parts 16 px apart. */
export const Panel = forwardRef<HTMLElement, Omit<StackProps, 'gap' | 'padding' | 'background' | 'shadow'>>(
  function Panel({ as = 'section', ...props }, ref) {
    return (
      <PanelStack
        ref={ref}
        forwardedAs={as}
        gap={4}
        padding={5}
        radius="md"
        background="surface"
        shadow="sm"
        {...props}
      />
    );
  },
);

/** Keeps the search form's own buttons at the end of the row: the flexible space between the filters and them. */
const ToolbarRow = styled(Inline)`
  .grow {
    flex: 1;
  }
`;

/** The search form and action buttons above a table; a `<span className="grow" />` pushes what follows to the end. */
export function Toolbar(props: Omit<InlineProps, 'as' | 'gap' | 'align'>) {
  return <ToolbarRow forwardedAs="form" gap={3} align="end" {...props} />;
}

/** Buttons in a table's action column. */
export function RowActions(props: Omit<InlineProps, 'gap' | 'align'>) {
  return <Inline gap={1} align="stretch" {...props} />;
}

/** The legend sits on the border, with a little room on either side. */
const Fieldset = styled(Box)`
  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** A bordered group of fields, its legend on the border (a list of checkboxes, the entries of a list field). */
export const BoxedFieldset = forwardRef<HTMLElement, Omit<BoxProps, 'as'>>(function BoxedFieldset(props, ref) {
  return <Fieldset ref={ref} forwardedAs="fieldset" padding={3} radius="md" bordered {...props} />;
});

/** A list field's bordered group: its label on the border, its entries 12 px apart (steps, rows of a list). */
export const ListFieldGroup = forwardRef<HTMLElement, { label: ReactNode; children: ReactNode }>(
  function ListFieldGroup({ label, children }, ref) {
    return (
      <BoxedFieldset ref={ref}>
        <legend>
          <Text as="span" weight="medium">
            {label}
          </Text>
        </legend>
        <Stack gap={3}>{children}</Stack>
      </BoxedFieldset>
    );
  },
);

/** The "any" option of filter selects (Select options need a non-empty value). */
export const ALL = 'all';

/** A dialog form's fields, one under another. */
export const FormGrid = forwardRef<HTMLElement, Omit<StackProps, 'gap'>>(function FormGrid(props, ref) {
  return <Stack ref={ref} gap={4} {...props} />;
});

/** A page of a note panel above its list. */
export function NotedPage(props: Omit<StackProps, 'gap'>) {
  return <Stack gap={4} {...props} />;
}

/** A short explanation above a list (what the rows feed on the public site): lines of small text on a panel. */
export function Note(props: Omit<StackProps, 'gap' | 'paddingX' | 'paddingY' | 'radius' | 'background' | 'shadow'>) {
  return <Stack gap={2} paddingX={5} paddingY={3} radius="md" background="surface" shadow="sm" {...props} />;
}
