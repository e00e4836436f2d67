import { z } from 'zod';
import { dateString, id, oneOf } from './fields.js';
import { updateOf, withOptional } from './bodies.js';
import { COMPAT_COMPONENTS, COMPAT_CPUS, COMPAT_SUPPORT, COMPAT_SYSTEMS, cpusOf, componentsOf } from './compat.js';
import type { CompatComponent, CompatCpu, CompatSystem } from './compat.js';
import { localizedText } from './releases.js';

export const COMPAT_NOTE_MAX = 500;

const compatNote = localizedText(COMPAT_NOTE_MAX, false).partial();

export const compatShape = {
  modelId: id,
  system: oneOf(COMPAT_SYSTEMS),
  cpu: oneOf(COMPAT_CPUS),
  component: oneOf(COMPAT_COMPONENTS),
  support: oneOf(COMPAT_SUPPORT),
  verifiedOn: dateString.nullable(),
  note: compatNote,
};

/** A cell must name a CPU and a component the system has, and "verified" carries the day it was checked. */
const coherent = (c: { system?: CompatSystem; cpu?: CompatCpu; component?: CompatComponent }, ctx: z.RefinementCtx) => {
  if (c.system && c.cpu && !cpusOf(c.system).includes(c.cpu))
    ctx.addIssue({
      code: 'custom',
      path: ['cpu'],
      message: `must be one of ${cpusOf(c.system).join(', ')} for ${c.system}`,
    });
  if (c.system && c.component && !componentsOf(c.system).includes(c.component))
    ctx.addIssue({
      code: 'custom',
      path: ['component'],
      message: `must be one of ${componentsOf(c.system).join(', ')} for ${c.system}`,
    });
};

export const compatCreate = withOptional(compatShape, ['verifiedOn', 'note'])
  .superRefine(coherent)
  .refine((c) => c.support !== 'verified' || Boolean(c.verifiedOn), {
    path: ['verifiedOn'],
    error: 'is required when support is verified',
  });
export const compatUpdate = updateOf(compatShape, 'cellId').superRefine(coherent);
export const compatFilters = {
  modelId: id.optional(),
  system: oneOf(COMPAT_SYSTEMS).optional(),
  support: oneOf(COMPAT_SUPPORT).optional(),
};
export const COMPAT_SORTABLE = ['modelName', 'system', 'support', 'verifiedOn'] as const;
/** GET /public/compat: the cells of one system (and CPU), or of one model. */
export const publicCompatQuery = z.object({
  system: oneOf(COMPAT_SYSTEMS).optional(),
  cpu: oneOf(COMPAT_CPUS).optional(),
  modelId: id.optional(),
});
export type CompatCreate = z.input<typeof compatCreate>;
