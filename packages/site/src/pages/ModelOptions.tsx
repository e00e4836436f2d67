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
