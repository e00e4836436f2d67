import { styled } from 'styled-components';
import { BoxedFieldset } from './pageParts';
import type { ChoiceOption } from './types';

const Checks = styled(BoxedFieldset)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  max-height: 280px;
  overflow: auto;

  legend {
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface CheckListProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** A labelled group of checkboxes (the ui library has no checkbox; native ones keep keyboard and screen readers right). */
export function CheckList({ legend, options, value, onChange }: CheckListProps) {
  return (
    <Checks>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
            }
          />
          {option.label}
        </label>
      ))}
    </Checks>
  );
}
