export * from './pairing';
export * from './locale';
export * from './legacyHash';
export * from './routes';
export * from './os';
export * from './contactValidation';
