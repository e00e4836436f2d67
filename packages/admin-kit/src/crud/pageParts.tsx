import { Inline, Stack, type InlineProps, type StackProps } from '@labelwise/ui';
import { forwardRef } from 'react';
import { styled } from 'styled-components';

/** A white panel holding one page section. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The search form and action buttons above a table. */
export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;

  .grow {
    flex: 1;
  }
`;

/** Buttons in a table's action column. */
export function RowActions(props: Omit<InlineProps, 'gap' | 'align'>) {
  return <Inline gap={1} align="stretch" {...props} />;
}

/** A bordered group of fields, its legend on the border (a list of checkboxes, the entries of a list field). */
export const BoxedFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

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
