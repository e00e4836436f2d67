export { CheckList, type CheckListProps } from './CheckList';
export { CrudFormDialog, type CrudFormDialogProps, type FormDeclaration } from './CrudFormDialog';
export { CrudPage, type CrudPageProps } from './CrudPage';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { ImportDialog, type ImportColumnDef, type ImportDeclaration, type ImportDialogProps } from './ImportDialog';
export { ListView, type ListViewProps } from './ListView';
export { checkRule, draftList, draftNumber, draftText, schemaRule, translateChoices, type ParsesValues } from './rules';
export { exportWords, yesNoLabels } from './list-export';
export { useChoices } from './useChoices';
export { useListController, type ListController, type ListControllerOptions } from './useListController';
export { maxLengthOf, validateDraft, visibleFields } from './validate-draft';
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
} from './types';
