import { REFUSAL_CODES, REFUSALS, type RefusalCode } from '@labelwise/contract';
import type { MessageDescriptor, Translations } from '@labelwise/ui/messages';
import { deDe, esEs, frFr } from './refusals/eu';
import { zhCn, zhHk } from './refusals/zh';

type RefusalMessages = { readonly [C in RefusalCode]: MessageDescriptor & { id: `admin.refusal.${C}` } };

/**
 * The API's refusal codes (the contract's `REFUSALS`), one sentence each: English is the contract's, the other five
 * locales are below, keyed by code so a new code that is not translated fails the type check.
 */
export const messages = Object.fromEntries(
  REFUSAL_CODES.map((code) => [code, { id: `admin.refusal.${code}`, defaultMessage: REFUSALS[code].en }]),
) as unknown as RefusalMessages;

const byId = (sentences: Record<RefusalCode, string>) =>
  Object.fromEntries(REFUSAL_CODES.map((code) => [messages[code].id, sentences[code]])) as Record<
    RefusalMessages[RefusalCode]['id'],
    string
  >;

export const translations: Translations<typeof messages> = {
  'zh-cn': byId(zhCn),
  'zh-hk': byId(zhHk),
  'de-de': byId(deDe),
  'fr-fr': byId(frFr),
  'es-es': byId(esEs),
};
