/**
 * What crosses the wire between the Labelwise API, site and admin. Zod-free constants and validators are in
 * `./rules.js` (also the `@labelwise/contract/rules` entry, for bundles that must not carry zod).
 */
export * from './rules.js';
export * from './fields.js';
export * from './bodies.js';
export * from './envelope.js';
export * from './pagination.js';
export * from './contact.js';
export * from './catalog.js';
export * from './releases.js';
export * from './system.js';
export * from './session.js';
export * from './profile.js';
export * from './vitals.js';
export * from './doctorSchema.js';
export * from './settings.js';
export * from './content.js';
// The guides' sections, locales, limits and defaults (also the zod-free `@labelwise/contract/guides` entry).
export * from './guides.js';
export * from './compat.js';
export * from './contentKinds.js';
export * from './helpContentKinds.js';
export * from './logs.js';
export * from './online.js';
export * from './monitor.js';
export * from './org.js';
// Permissions by effect (also the zod-free `@labelwise/contract/effects` entry).
export * from './effects.js';
export * from './compatSchema.js';
// Why a request was refused, as codes with parameters (also the zod-free `@labelwise/contract/refusals` entry).
export * from './refusals.js';
export * from './spreadsheet.js';
// One manifest per back-office resource: paths, permissions, rows, bodies, filters and sort fields.
export * from './resources/index.js';
