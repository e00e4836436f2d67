export * from './ContextMenu';
