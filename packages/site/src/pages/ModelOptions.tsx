import { styled } from 'styled-components';
import { brands } from '../content/brands';

/** A printer model as the pickers list it. */
interface PickableModel {
  readonly slug: string;
  readonly name: string;
  readonly brand: string;
}

/** A select's printer models, one group per brand, in the brands' order (the doctor's and the shipping pages'). */
export function ModelOptions({ models }: { models: readonly PickableModel[] }) {
  return brands.map((b) => (
    <optgroup key={b.slug} label={b.name}>
      {models
        .filter((m) => m.brand === b.slug)
        .map((m) => (
          <option key={m.slug} value={m.slug}>
            {m.name}
          </option>
        ))}
    </optgroup>
  ));
}

/** The native select the doctor's and the shipping pages pick a printer with: the field look of the library's inputs. */
export const ModelSelect = styled.select`
  min-height: 40px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;
