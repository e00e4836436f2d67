import { contactBody } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { boundedAnonymousWrite } from '../lib/anonymousWrites.js';
import { senderOf } from '../lib/sender.js';
import { keepInboxWithinCap } from '../lib/contactInbox.js';
import { DuplicateGuard } from '../lib/duplicateGuard.js';

export { contactBody };

export default async function contactRoutes(app: App, ctx: Ctx) {
  // Per address, and for all addresses together; while many addresses flood the form, each sender's first message
  // of the window still goes in (a person who writes once is not refused for the flood), and the unread inbox keeps
  // its cap by dropping the busiest senders' oldest messages.
  const bounded = boundedAnonymousWrite(app, 'contact', {
    perAddress: ctx.opts.rateLimits.contact,
    global: ctx.opts.rateLimits.contactGlobal,
    newcomers: ctx.opts.rateLimits.contactNewcomers,
  });
  app.post(
    '/contact',
    {
      config: bounded.config,
      onRequest: bounded.onRequest,
      schema: {
        tags: ['public'],
        summary:
          'Send a contact message (stored before the reply; rate limited per address and in all, a flood takes one message per sender; honeypot field `website`)',
        body: contactBody,
      },
    },
    async (req) => {
      const b = req.body;
      if (b.website && b.website.trim() !== '') {
        // Honeypot filled: look successful to the bot, store nothing.
        req.log.info('contact honeypot triggered');
        return { code: 200, msg: 'Operation successful', data: { received: true } };
      }
      // A double click (or a proxy's retry) within the duplicate window stores one message; the repeat gets the same answer.
      const key = DuplicateGuard.key('contact', req.ip, b);
      return ctx.duplicates.once(key, async () => {
        const row = await ctx.db
          .insertInto('contact_messages')
          .values({
            name: b.name,
            email: b.email,
            phone: b.phone,
            message: b.message,
            role: b.role,
            os: b.os,
            ip: req.ip.slice(0, 100),
            sender: senderOf(req.ip).slice(0, 100),
            user_agent: String(req.headers['user-agent'] ?? '').slice(0, 300),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await keepInboxWithinCap(ctx, ctx.opts.contactUnreadMax, req.log);
        return { code: 200, msg: 'Operation successful', data: { received: true, id: row.id } };
      });
    },
  );
}
