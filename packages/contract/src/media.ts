/**
 * The `@labelwise/contract/media` entry, without zod: the media content kinds' limits and enums, their default
 * content (what the compiled site shows and the API seeds) and the MP4 duration reader.
 */
export * from './mediaRules.js';
export * from './mediaDefaults.js';
export * from './mp4.js';
