/**
 * `@labelwise/ui/next`: what a Next.js App Router app needs on top of the main entry. Client code only; the root
 * layout (a Server Component) imports it and passes serialisable props.
 */
export { LabelwiseNextProvider, type LabelwiseNextProviderProps } from './LabelwiseNextProvider';
export { StyledComponentsRegistry, type StyledComponentsRegistryProps } from './StyledComponentsRegistry';
