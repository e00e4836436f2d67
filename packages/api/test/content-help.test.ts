import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '@labelwise/contract';
import {
  DOCTOR_STEP_TEXTS,
  DOCTOR_SYMPTOM_TEXTS,
  DOCTOR_SYMPTOMS,
  DOCTOR_TREES,
  type DoctorStepId,
} from '@labelwise/contract/doctor';
import { SHIPPING_PLATFORM_TEXTS, SHIPPING_PLATFORMS, SHIPPING_TEXTS } from '@labelwise/contract/shipping';
import { seed } from '../src/db/seed.js';
import { ENGINES, type TestApp, tableDigest, operatorSuite, publishedContent } from './helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of JSON

describe.each(ENGINES)('doctor and shipping content on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  const published = publishedContent(call);

  it('a fresh site publishes every symptom tree and every platform, in six locales, as the site showed them', async () => {
    const stepIds = new Set(DOCTOR_SYMPTOMS.flatMap((s) => DOCTOR_TREES[s.id].map((step) => step.id)));
    for (const locale of CONTENT_LOCALES) {
      const content = await published(locale);
      expect(Object.keys(content.doctor).sort()).toEqual(DOCTOR_SYMPTOMS.map((s) => s.id).sort());
      // Each step once, however many trees name it.
      expect(Object.keys(content.doctorSteps).sort()).toEqual([...stepIds].sort());
      for (const { id } of DOCTOR_SYMPTOMS) {
        const item = content.doctor[id] as Json;
        expect(item.locale).toBe(locale);
        expect(item.text).toEqual({
          name: DOCTOR_SYMPTOM_TEXTS[id].name[locale],
          lead: DOCTOR_SYMPTOM_TEXTS[id].lead[locale],
        });
        const tree = DOCTOR_TREES[id];
        expect(item.shared.steps.map((s: Json) => s.id)).toEqual(tree.map((s) => s.id));
        tree.forEach((step, i) => {
          const seeded = item.shared.steps[i] as Json;
          expect(seeded.systems).toEqual(step.systems ?? []);
          expect(seeded.connections).toEqual(step.connections ?? []);
          expect(seeded.models).toEqual(step.models ?? []);
          expect(seeded.link).toBe(step.link ?? '');
          const words = DOCTOR_STEP_TEXTS[step.id as DoctorStepId];
          expect((content.doctorSteps[step.id] as Json).text).toEqual({
            title: words.title[locale],
            body: words.body[locale],
            fixed: '',
          });
        });
      }
      expect(Object.keys(content.shipping).sort()).toEqual(SHIPPING_PLATFORMS.map((p) => p.slug).sort());
      for (const { slug, name } of SHIPPING_PLATFORMS) {
        const item = content.shipping[slug] as Json;
        const words: Json = SHIPPING_PLATFORM_TEXTS[slug];
        expect(item.shared).toEqual({
          name,
          sizes: ['4x6'],
          formats: ['pdf'],
          orientation: 'portrait',
          dpi203: 203,
          dpi300: 300,
        });
        expect(item.text.path).toBe(words.path[locale]);
        expect(item.text.choose).toBe(words.choose[locale]);
        expect(item.text.mistakes).toEqual(
          [words.mistake1, words.mistake2].filter(Boolean).map((m: Json) => m[locale]),
        );
        expect(item.text.windows[3]).toBe(SHIPPING_TEXTS.winScale[locale]);
        expect(item.text.mac).toHaveLength(5);
      }
      const say = (ids: Array<keyof typeof SHIPPING_TEXTS>) => ids.map((k) => SHIPPING_TEXTS[k][locale]);
      expect((content.shippingCommon.common as Json).text).toEqual({
        windows: say(['winOpen', 'winPrinter', 'winPaper', 'winScale', 'winMargins', 'winDefault']),
        mac: say(['macOpen', 'macPaper', 'macScale', 'macOrientation', 'macPreset']),
        mistakes: say(['mistakePaper', 'mistakeFit', 'mistakeDriver']),
      });
    }
  });

  it.each([
    ['doctor', 'blank'],
    ['doctorStep', 'calibrate'],
    ['shipping', 'etsy'],
    ['shippingCommon', 'common'],
  ])('a seeded %s item (%s) saves back unchanged, as the editor sends it', async (kind, key) => {
    const list = await call('GET', `/site/content/${kind}/list?key=${key}`, editor);
    const id = (list.json().rows as Json[]).find((r) => r.key === key)!.itemId;
    const item = (await call('GET', `/site/content/${kind}/${id}`, editor)).json().data as Json;
    const texts = Object.fromEntries(Object.entries(item.texts as Json).map(([l, v]) => [l, (v as Json).published]));
    const save = await call('PUT', `/site/content/${kind}/${id}/draft`, editor, {
      shared: item.shared.published,
      texts,
      sort: item.sort,
      status: item.status,
    });
    expect(save.statusCode, save.body).toBe(200);
    const discard = await call('DELETE', `/site/content/${kind}/${id}/draft`, editor);
    expect(discard.statusCode, discard.body).toBe(200);
  });

  it('an editor changes a German step once, publishes, and every German tree naming it changes', async () => {
    const list = await call('GET', '/site/content/doctorStep/list?key=calibrate', editor);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json().rows as Json[]).find((r) => r.key === 'calibrate')!;
    // The list names the step by its title, in each language.
    expect(row.labels['de-de']).toBe(DOCTOR_STEP_TEXTS.calibrate.title['de-de']);
    expect(row.label).toBe(DOCTOR_STEP_TEXTS.calibrate.title['en-us']);
    const id = row.itemId;
    const item = (await call('GET', `/site/content/doctorStep/${id}`, editor)).json().data as Json;
    const texts = Object.fromEntries(Object.entries(item.texts as Json).map(([l, v]) => [l, (v as Json).published]));
    texts['de-de'].title = 'Etiketten einmessen lassen';
    texts['de-de'].fixed = 'Der Drucker kannte die Etiketten nicht.';
    const save = await call('PUT', `/site/content/doctorStep/${id}/draft`, editor, { shared: {}, texts });
    expect(save.statusCode, save.body).toBe(200);
    expect((await published('de-de')).doctorSteps.calibrate.text.title).toBe(
      DOCTOR_STEP_TEXTS.calibrate.title['de-de'],
    );
    const pub = await call('POST', `/site/content/doctorStep/${id}/publish`, editor, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const de = await published('de-de');
    expect(de.doctorSteps.calibrate.text).toMatchObject({
      title: 'Etiketten einmessen lassen',
      fixed: 'Der Drucker kannte die Etiketten nicht.',
    });
    // "blank" and "extra" both name the one step.
    for (const tree of ['blank', 'extra'])
      expect(de.doctor[tree].shared.steps.map((s: Json) => s.id)).toContain('calibrate');
    expect((await published('en-us')).doctorSteps.calibrate.text.title).toBe(
      DOCTOR_STEP_TEXTS.calibrate.title['en-us'],
    );
    const log = await call('GET', '/monitor/operlog/list?module=site:doctorStep', admin);
    expect(log.statusCode, log.body).toBe(200);
    expect((log.json().rows as Json[]).map((r) => r.action)).toEqual(expect.arrayContaining(['edit', 'publish']));
  });

  it('a symptom list row is named by the symptom in each language', async () => {
    const list = await call('GET', '/site/content/doctor/list?key=blank', editor);
    const row = (list.json().rows as Json[]).find((r) => r.key === 'blank')!;
    expect(row.label).toBe(DOCTOR_SYMPTOM_TEXTS.blank.name['en-us']);
    expect(row.labels['zh-cn']).toBe(DOCTOR_SYMPTOM_TEXTS.blank.name['zh-cn']);
  });

  it('refuses a tree or set-up that could not be shown, naming each field, and stores nothing', async () => {
    const items = await tableDigest(t.app, 'content_items');
    const texts = await tableDigest(t.app, 'content_texts');
    const step = { id: 'calibrate', systems: ['mac'], connections: [], models: [], link: '' };
    const cases: Array<[string, Json, string[]]> = [
      [
        'doctor',
        {
          shared: { steps: [step, { ...step, systems: ['amiga'], link: '/nowhere' }, { id: 'bad id' }] },
          texts: {},
        },
        ['shared.steps.1.systems.0', 'shared.steps.1.link', 'shared.steps.2.id'],
      ],
      ['doctor', { shared: { steps: [step, step] }, texts: {} }, ['shared.steps.1.id']],
      [
        'doctor',
        { shared: { steps: [step] }, texts: { 'de-de': { name: '', lead: 'x'.repeat(301) } } },
        ['texts.de-de.name', 'texts.de-de.lead'],
      ],
      ['doctorStep', { shared: {}, texts: { 'en-us': { title: '', body: 'Hold feed.' } } }, ['texts.en-us.title']],
      [
        'shippingCommon',
        { shared: {}, texts: { 'fr-fr': { windows: [''], mistakes: 'x' } } },
        ['texts.fr-fr.windows.0', 'texts.fr-fr.mistakes'],
      ],
      [
        'shipping',
        {
          shared: { name: '', sizes: [], formats: ['pdf', 'pdf'], orientation: 'sideways', dpi203: 50 },
          texts: { 'fr-fr': { path: '', choose: 'PDF', mistakes: [''] } },
        },
        [
          'shared.name',
          'shared.sizes',
          'shared.formats',
          'shared.orientation',
          'shared.dpi203',
          'texts.fr-fr.path',
          'texts.fr-fr.mistakes.0',
        ],
      ],
    ];
    for (const [kind, body, fields] of cases) {
      const r = await call('POST', `/site/content/${kind}`, admin, { key: `bad${kind}`, ...body });
      expect(r.statusCode, `${kind}: ${r.body}`).toBe(400);
      const got = (r.json().data.errors as Array<{ field: string }>).map((e) => e.field);
      expect(got, kind).toEqual(expect.arrayContaining(fields));
    }
    expect(await tableDigest(t.app, 'content_items')).toBe(items);
    expect(await tableDigest(t.app, 'content_texts')).toBe(texts);
  });

  it('a tree names only printer doctor steps with published words, and a step a tree names is not deleted', async () => {
    const items = await tableDigest(t.app, 'content_items');
    const step = (id: string) => ({ id, systems: [], connections: [], models: [], link: '' });
    const texts = { 'en-us': { name: 'Labels curl', lead: 'The label lifts off the backing.' } };
    // A mistyped step would be skipped by the site without a word: the save is refused, naming the step's field.
    const typo = await call('POST', '/site/content/doctor', editor, {
      key: 'curl',
      shared: { steps: [step('calibrate'), step('calibrat')] },
      texts,
    });
    expect(typo.statusCode, typo.body).toBe(400);
    expect(typo.json().data.errors).toEqual([
      { field: 'shared.steps.1.id', problem: 'refers to a step that does not exist' },
    ]);
    expect(await tableDigest(t.app, 'content_items')).toBe(items);

    // A step whose words are still a draft can be named, but the tree cannot go live before them.
    const words = { 'en-us': { title: 'Store labels flat', body: 'Keep rolls in their bag, away from heat.' } };
    const added = await call('POST', '/site/content/doctorStep', editor, {
      key: 'storeFlat',
      shared: {},
      texts: words,
    });
    expect(added.statusCode, added.body).toBe(200);
    const stepId = added.json().data.itemId as number;
    const tree = await call('POST', '/site/content/doctor', editor, {
      key: 'curl',
      shared: { steps: [step('calibrate'), step('storeFlat')] },
      texts,
    });
    expect(tree.statusCode, tree.body).toBe(200);
    const treeId = tree.json().data.itemId as number;
    const early = await call('POST', `/site/content/doctor/${treeId}/publish`, editor, {});
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().data).toMatchObject({
      reason: 'doctorStepUnpublished',
      field: 'shared.steps.1.id',
      params: { step: 'storeFlat' },
    });
    expect((await call('POST', `/site/content/doctorStep/${stepId}/publish`, editor, {})).statusCode).toBe(200);
    const live = await call('POST', `/site/content/doctor/${treeId}/publish`, editor, {});
    expect(live.statusCode, live.body).toBe(200);
    expect((await published('en-us')).doctor.curl.shared.steps.map((s: Json) => s.id)).toEqual([
      'calibrate',
      'storeFlat',
    ]);

    // Deleting a step the trees name would drop it from each of them: refused, naming the trees.
    const calibrate = (
      (await call('GET', '/site/content/doctorStep/list?key=calibrate', editor)).json().rows as Json[]
    ).find((r) => r.key === 'calibrate')!;
    const gone = await call('DELETE', `/site/content/doctorStep/${calibrate.itemId},${stepId}`, admin);
    expect(gone.statusCode, gone.body).toBe(409);
    expect(gone.json().data).toMatchObject({ reason: 'doctorStepInUse', params: { step: 'calibrate' } });
    expect(gone.json().data.params.trees).toMatch(/\bblank\b.*\bcurl\b/);
    expect((await published('en-us')).doctorSteps.calibrate).toBeDefined();
    // Once no tree names it, the step goes.
    expect((await call('DELETE', `/site/content/doctor/${treeId}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/site/content/doctorStep/${stepId}`, admin)).statusCode).toBe(200);
  });

  it('a database whose trees held their steps’ words gets shared steps, keeping the words an operator wrote', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    // As stored before: each tree held its steps' words; an operator had reworded "calibrate" in the German "extra".
    const own = { title: 'Kalibrieren, wie der Drucker es braucht', body: 'Vorschubtaste halten, bis es piept.' };
    const trees = await db
      .selectFrom('content_items')
      .select(['id', 'key'])
      .where('kind', '=', 'doctor')
      .where('key', 'in', ['blank', 'extra'])
      .execute();
    for (const tree of trees)
      for (const locale of CONTENT_LOCALES) {
        const steps = Object.fromEntries(
          DOCTOR_TREES[tree.key as 'blank' | 'extra'].map((s) => {
            const w = DOCTOR_STEP_TEXTS[s.id as DoctorStepId];
            const mine = tree.key === 'extra' && locale === 'de-de' && s.id === 'calibrate';
            return [s.id, mine ? { ...own, fixed: '' } : { title: w.title[locale], body: w.body[locale], fixed: '' }];
          }),
        );
        await db
          .updateTable('content_texts')
          .set({ published: JSON.stringify({ steps }), draft: null })
          .where('item_id', '=', tree.id)
          .where('locale', '=', locale)
          .execute();
      }
    await db.deleteFrom('content_items').where('kind', 'in', ['doctorStep', 'shippingCommon']).execute();
    await db.deleteFrom('app_meta').where('key', '=', 'seed.upgrade.doctor-shared-steps').execute();

    expect((await seed(db, opts)).upgraded).toEqual(['doctor-shared-steps']);
    const item = async (kind: string, key: string) => {
      const row = (await call('GET', `/site/content/${kind}/list?key=${key}`, editor)).json().rows as Json[];
      const id = row.find((r) => r.key === key)!.itemId;
      return (await call('GET', `/site/content/${kind}/${id}`, editor)).json().data as Json;
    };
    const calibrate = await item('doctorStep', 'calibrate');
    expect(calibrate.texts['de-de'].published).toEqual({ ...own, fixed: '' });
    expect(calibrate.texts['fr-fr'].published.title).toBe(DOCTOR_STEP_TEXTS.calibrate.title['fr-fr']);
    expect((await item('doctorStep', 'cleanSensor')).texts['en-us'].published.title).toBe(
      DOCTOR_STEP_TEXTS.cleanSensor.title['en-us'],
    );
    const blank = await item('doctor', 'blank');
    expect(blank.texts['es-es'].published).toEqual({
      name: DOCTOR_SYMPTOM_TEXTS.blank.name['es-es'],
      lead: DOCTOR_SYMPTOM_TEXTS.blank.lead['es-es'],
    });
    expect(blank.hasDraft).toBe(false);
    expect((await item('shippingCommon', 'common')).texts['de-de'].published.mistakes).toHaveLength(3);
    // Once only.
    expect((await seed(db, opts)).upgraded).toEqual([]);
  });
});
