import type { Transaction } from 'kysely';
import type { ContentFieldError } from './contentItems.js';
import type { DB } from '../db/types.js';
import '../db/typesContent.js';
import { ApiError, refuse } from './http.js';

type Tx = Transaction<DB>;

/*
 * A symptom tree (kind `doctor`) names its steps by the keys of `doctorStep` items, whose words the site shows; the
 * site skips a step whose words it cannot find, so a mistyped or deleted name would silently drop a step from every
 * visitor's walk. These checks keep every name pointing at words: when a tree is saved, when it is published, and
 * when a step is deleted.
 */

/** The step ids of a tree's shared body (already checked against the kind's schema). */
const stepIdsOf = (shared: unknown): string[] => {
  const steps = (shared as { steps?: unknown } | null)?.steps;
  return Array.isArray(steps) ? steps.map((s) => String((s as { id?: unknown }).id ?? '')) : [];
};

async function stepItems(trx: Tx, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { published: boolean }>();
  const rows = await trx
    .selectFrom('content_items')
    .select(['key', 'status', 'shared_published'])
    .where('kind', '=', 'doctorStep')
    .where('key', 'in', [...new Set(keys)])
    .execute();
  return new Map(rows.map((r) => [r.key, { published: r.status === '0' && r.shared_published !== null }]));
}

/** Saving a tree: every step it names is a printer doctor step (drafted or published). */
export async function checkTreeSteps(trx: Tx, shared: unknown): Promise<void> {
  const ids = stepIdsOf(shared);
  const known = await stepItems(trx, ids);
  const errors: ContentFieldError[] = [];
  ids.forEach((id, i) => {
    if (!known.has(id)) errors.push({ field: `shared.steps.${i}.id`, problem: 'refers to a step that does not exist' });
  });
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new ApiError(400, `${first.field}: ${first.problem}`, { data: { errors } });
  }
}

/** Publishing a tree: every step it names has published words, or visitors would not see that step. */
export async function checkTreePublishable(trx: Tx, shared: unknown): Promise<void> {
  const ids = stepIdsOf(shared);
  const known = await stepItems(trx, ids);
  const i = ids.findIndex((id) => !known.get(id)?.published);
  if (i >= 0)
    throw refuse(409, `shared.steps.${i}.id`, 'has no published words', 'doctorStepUnpublished', { step: ids[i]! });
}

/** Deleting steps: no tree, in its draft or its published version, still names one of them. */
export async function checkStepsUnused(trx: Tx, keys: readonly string[]): Promise<void> {
  const trees = await trx
    .selectFrom('content_items')
    .select(['key', 'shared_draft', 'shared_published'])
    .where('kind', '=', 'doctor')
    .orderBy('key')
    .execute();
  for (const step of keys) {
    const users = trees
      .filter((t) =>
        [t.shared_draft, t.shared_published].some(
          (body) => body !== null && stepIdsOf(JSON.parse(body)).includes(step),
        ),
      )
      .map((t) => t.key);
    if (users.length > 0)
      throw refuse(409, 'ids', 'the step is used by symptom trees', 'doctorStepInUse', {
        step,
        trees: users.join(', '),
      });
  }
}
