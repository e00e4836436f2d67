import { styled } from 'styled-components';
import type { ChoiceOption } from './types';

const Checks = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  max-height: 280px;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.color.text};
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
