/**
 * The endpoint matrix's cases: for every route, a valid request, a bad one naming its field, the permission it needs
 * and the table it may change (see matrix.test.ts).
 */
import type { EngineName, TestApp } from './helpers.js';
import { addedCases } from './matrix-cases-modules.js';
import { adminCases } from './matrix-cases-admin.js';
import { onlineCases } from './matrix-cases-online.js';
import { profileCases } from './matrix-cases-profile.js';
import { publicCases } from './matrix-cases-public.js';
import { exportCases, importCases } from './matrix-cases-spreadsheets.js';
import { matrixKit, type Case } from './matrix-kit.js';

export type { Case, Req } from './matrix-kit.js';

export function matrixCases(current: () => TestApp, engine: EngineName) {
  const kit = matrixKit(current, engine);
  const cases: Record<string, Case> = {
    ...publicCases(kit),
    ...adminCases(kit),
    ...addedCases(kit),
    ...profileCases(kit),
    ...importCases(kit),
    ...onlineCases(kit),
  };
  Object.assign(cases, exportCases(cases, kit));
  return { cases, loginWithCaptcha: kit.loginWithCaptcha };
}
