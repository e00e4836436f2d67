import { Checkbox } from '@labelwise/ui';
import { styled } from 'styled-components';
import { BoxedFieldset } from './pageParts';
import type { ChoiceOption } from './types';

const Checks = styled(BoxedFieldset)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  /* A short list beside a longer one keeps its rows together instead of spreading them over the shared height. */
  align-content: start;
  max-height: 280px;
  overflow: auto;

  legend,
  label {
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

export interface CheckListProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** A labelled group of checkboxes, one per option. */
export function CheckList({ legend, options, value, onChange }: CheckListProps) {
  return (
    <Checks>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          onCheckedChange={(checked) =>
            onChange(checked === true ? [...value, option.value] : value.filter((v) => v !== option.value))
          }
        />
      ))}
    </Checks>
  );
}
