export { AlertDialog, alertDialogTones } from './AlertDialog';
export type { AlertDialogProps, AlertDialogTone } from './AlertDialog';
