export { Dialog, DialogTrigger, DialogContent, DialogClose, dialogVariants, dialogDefaultWidth } from './Dialog';
export type { DialogProps, DialogTriggerProps, DialogContentProps, DialogCloseProps, DialogVariant } from './Dialog';
