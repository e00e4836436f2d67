/** The contact form's inbox. Append; never edit an applied migration. */
export const contactMigrations: Array<{ id: string; sql: string }> = [
  {
    // Who sent a message, as the unit a flood is measured in (an IPv4 address, an IPv6 /64): when the unread inbox
    // is full, the sender with the most unread messages loses its oldest (lib/contactInbox.ts).
    id: '030_contact_sender',
    sql: `
alter table contact_messages add column sender text not null default '';
update contact_messages set sender = ip;
create index contact_messages_unread_sender_idx on contact_messages(sender, id) where status = 'new';
`,
  },
];
