export { FormField } from './FormField';
export type { FormFieldProps, FormFieldControlProps } from './FormField';
