import { faqTexts } from '@labelwise/contract/media';
import { defineArea } from '../define';

/** FAQ (spec §2): blank print, incomplete print, paper not loading automatically; each with troubleshooting steps. */
export const faq = defineArea('site.faq', faqTexts);
