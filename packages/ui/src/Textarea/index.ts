export { Textarea } from './Textarea';
export type { TextareaProps, TextareaAutosize } from './Textarea';
