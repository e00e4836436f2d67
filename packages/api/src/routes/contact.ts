import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import { CONTACT_OS, CONTACT_ROLES } from '../db/catalog-data.js';
import { DuplicateGuard } from '../lib/duplicate-guard.js';
import { freeText } from '../lib/http.js';

export const contactBody = z.object({
  name: freeText(100, 1),
  email: z
    .string({ error: 'is required' })
    .trim()
    .max(254, { error: 'must be at most 254 characters' })
    .pipe(z.email({ error: 'must be a valid email address' })),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'must be at most 40 characters' })
    .regex(/^[0-9+()\-. ]*$/, { error: 'may contain only digits, spaces and + ( ) - .' })
    .optional()
    .default(''),
  message: freeText(5000, 1),
  role: z.enum(CONTACT_ROLES, { error: `must be one of ${CONTACT_ROLES.join(', ')}` }),
  os: z.enum(CONTACT_OS, { error: `must be one of ${CONTACT_OS.join(', ')}` }),
  /** Honeypot: a hidden field real visitors leave empty. */
  website: z.string().max(500, { error: 'must be at most 500 characters' }).optional(),
});

export default async function contactRoutes(app: App, ctx: Ctx) {
  app.post(
    '/contact',
    {
      config: { rateLimit: ctx.opts.rateLimits.contact },
      schema: {
        tags: ['public'],
        summary: 'Send a contact message (stored before the reply; rate limited; honeypot field `website`)',
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
            user_agent: String(req.headers['user-agent'] ?? '').slice(0, 300),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { code: 200, msg: 'Operation successful', data: { received: true, id: row.id } };
      });
    },
  );
}
