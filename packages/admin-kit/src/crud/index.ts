export { CheckList, type CheckListProps } from './CheckList';
export { CrudFormDialog, type CrudFormDialogProps } from './CrudFormDialog';
export { CrudPage, type CrudPageProps, type ResourcePageProps } from './CrudPage';
export { FilterBar, type FilterBarProps } from './FilterBar';
export {
  ImportDialog,
  type ImportColumnDef,
  type ImportDeclaration,
  type ImportDialogProps,
  type ImportHeader,
} from './ImportDialog';
export { ListView, type ListViewProps } from './ListView';
export { checkRule, draftList, draftNumber, draftText, schemaRule, translateChoices, type ParsesValues } from './rules';
export { exportWords, yesNoLabels } from './listExport';
export { useChoices } from './useChoices';
export { useListController, type ListController, type ListControllerOptions } from './useListController';
export { maxLengthOf, validateDraft, visibleFields } from './validateDraft';
export type {
  ActionPermissions,
  Choice,
  ChoiceOption,
  CustomFieldProps,
  Draft,
  FieldDef,
  FieldKind,
  FieldProblem,
  FieldRule,
  FieldSchema,
  FilterDef,
  FormDeclaration,
  BodyOf,
  ColumnOf,
  FilterOf,
  ResourceColumn,
  ResourceFilter,
  ResourceFormDeclaration,
} from './types';
