import type { Transaction } from 'kysely';
import type { DB } from './types.js';
import './typesOrg.js';

interface DeptSeed {
  name: string;
  leader?: string;
  children?: DeptSeed[];
}

/** A small company as RuoYi seeds one: the company, its head office and a branch, each with a few teams. */
const DEPT_TREE: DeptSeed = {
  name: 'Labelwise',
  leader: 'Admin',
  children: [
    {
      name: 'Head office',
      leader: 'Admin',
      children: [{ name: 'Engineering' }, { name: 'Product support' }, { name: 'Marketing' }, { name: 'Finance' }],
    },
    { name: 'Europe branch', children: [{ name: 'Sales' }, { name: 'Customer service' }] },
  ],
};

/** RuoYi's four seeded posts. */
const POSTS = [
  { post_code: 'ceo', post_name: 'Chief executive', post_sort: 1 },
  { post_code: 'se', post_name: 'Project manager', post_sort: 2 },
  { post_code: 'hr', post_name: 'Human resources', post_sort: 3 },
  { post_code: 'user', post_name: 'Staff', post_sort: 4 },
];

/** Where the demo users sit: the admin runs the head office, the editor works in marketing. */
const DEMO_USER_ORG: Record<string, { dept: string; posts: string[] }> = {
  admin: { dept: 'Head office', posts: ['ceo'] },
  editor: { dept: 'Marketing', posts: ['user'] },
};

/** Gives the seeded demo users their department and posts (users the seed does not know are left alone). */
export async function placeDemoUsers(trx: Transaction<DB>): Promise<void> {
  for (const [userName, place] of Object.entries(DEMO_USER_ORG)) {
    const user = await trx.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
    const dept = await trx.selectFrom('depts').select('id').where('dept_name', '=', place.dept).executeTakeFirst();
    if (!user || !dept) continue;
    await trx.updateTable('users').set({ dept_id: dept.id }).where('id', '=', user.id).execute();
    const posts = await trx.selectFrom('posts').select('id').where('post_code', 'in', place.posts).execute();
    if (posts.length)
      await trx
        .insertInto('user_posts')
        .values(posts.map((p) => ({ user_id: user.id, post_id: p.id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
}

/** Carriers label shippers use most, with the public tracking page of each. */
export const SEEDED_FORWARDERS = [
  {
    name: 'UPS',
    code: 'ups',
    tracking_url: 'https://www.ups.com/track?tracknum={number}',
    website: 'https://www.ups.com',
  },
  {
    name: 'DHL Express',
    code: 'dhl',
    tracking_url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
    website: 'https://www.dhl.com',
  },
  {
    name: 'FedEx',
    code: 'fedex',
    tracking_url: 'https://www.fedex.com/fedextrack/?trknbr={number}',
    website: 'https://www.fedex.com',
  },
  {
    name: 'USPS',
    code: 'usps',
    tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
    website: 'https://www.usps.com',
  },
  {
    name: 'SF Express',
    code: 'sf-express',
    tracking_url: 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{number}',
    website: 'https://www.sf-express.com',
  },
];

async function seedDepts(trx: Transaction<DB>, dept: DeptSeed, parentId: number, ancestors: string, order: number) {
  const row = await trx
    .insertInto('depts')
    .values({ parent_id: parentId, ancestors, dept_name: dept.name, order_num: order, leader: dept.leader ?? '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  let i = 1;
  for (const child of dept.children ?? []) await seedDepts(trx, child, row.id, `${ancestors},${row.id}`, i++);
}

/** Seeded departments, posts, forwarders and one tracked parcel with its history (demo data for the screens). */
export async function seedOrg(trx: Transaction<DB>): Promise<void> {
  await seedDepts(trx, DEPT_TREE, 0, '0', 0);
  await trx.insertInto('posts').values(POSTS).execute();
  const forwarders = await trx
    .insertInto('forwarders')
    .values(SEEDED_FORWARDERS.map((f, i) => ({ ...f, sort: i + 1 })))
    .returning(['id', 'code'])
    .execute();
  const ups = forwarders.find((f) => f.code === 'ups')!;
  const parcel = await trx
    .insertInto('parcels')
    .values({
      forwarder_id: ups.id,
      tracking_number: '1Z999AA10123456784',
      reference: 'SO-10042',
      recipient: 'Berlin office',
      destination: 'Berlin, DE',
      shipped_at: '2026-10-05',
      status: 'delivered',
      last_event_at: '2026-10-08T11:20:00Z',
      last_location: 'Berlin, DE',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('parcel_events')
    .values(
      [
        { status: 'pending', occurred_at: '2026-10-05T08:00:00Z', location: 'Louisville, US', note: 'Label created' },
        { status: 'in_transit', occurred_at: '2026-10-06T02:15:00Z', location: 'Cologne, DE', note: 'Arrived at hub' },
        { status: 'out_for_delivery', occurred_at: '2026-10-08T06:40:00Z', location: 'Berlin, DE', note: '' },
        { status: 'delivered', occurred_at: '2026-10-08T11:20:00Z', location: 'Berlin, DE', note: 'Front desk' },
      ].map((e) => ({ ...e, parcel_id: parcel.id, created_by: 'seed' })),
    )
    .execute();
}
