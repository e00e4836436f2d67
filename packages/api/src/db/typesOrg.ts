import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A department (RuoYi's sys_dept): `ancestors` lists the ids from the top down to the parent ("0,3,7"). */
export interface DeptsTable {
  id: Generated<number>;
  parent_id: Generated<number>;
  ancestors: Generated<string>;
  dept_name: string;
  order_num: Generated<number>;
  leader: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A job post (RuoYi's sys_post). */
export interface PostsTable {
  id: Generated<number>;
  post_code: string;
  post_name: string;
  post_sort: Generated<number>;
  status: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A carrier with its tracking page template (`{number}` where the tracking number goes). */
export interface ForwardersTable {
  id: Generated<number>;
  name: string;
  code: string;
  tracking_url: string;
  website: Generated<string>;
  sort: Generated<number>;
  status: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A tracked parcel; `status`, `last_event_at` and `last_location` follow its latest event. */
export interface ParcelsTable {
  id: Generated<number>;
  forwarder_id: number;
  tracking_number: string;
  reference: Generated<string>;
  recipient: Generated<string>;
  destination: Generated<string>;
  /** A `date` column: read as 'YYYY-MM-DD' text (see the select), written as text. */
  shipped_at: ColumnType<string | null, string | null | undefined, string | null>;
  remark: Generated<string>;
  status: Generated<string>;
  last_event_at: NullableTimestamp;
  last_location: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParcelEventsTable {
  id: Generated<number>;
  parcel_id: number;
  status: string;
  occurred_at: Timestamp;
  location: Generated<string>;
  note: Generated<string>;
  created_by: Generated<string>;
  created_at: Timestamp;
}

/** The posts a user holds (RuoYi's sys_user_post). */
export interface UserPostsTable {
  user_id: number;
  post_id: number;
}

declare module './types.js' {
  interface DB {
    user_posts: UserPostsTable;
    depts: DeptsTable;
    posts: PostsTable;
    forwarders: ForwardersTable;
    parcels: ParcelsTable;
    parcel_events: ParcelEventsTable;
  }
}
