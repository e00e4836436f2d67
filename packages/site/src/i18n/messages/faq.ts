import { faqTexts } from '@labelwise/contract/media';
import { defineArea } from '../define';

/**
 * FAQ: blank print, incomplete print, paper not loading automatically; each with troubleshooting steps. The words are
 * the contract's `faqTexts`, which the API seeds as the first published FAQ; they are referenced entry by entry, not
 * spread: the build blanks each entry's text (build/locale-catalogs.ts), so the texts ship once, in the catalogs.
 */
export const faq = defineArea('site.faq', {
  blankTitle: faqTexts.blankTitle,
  blankSide: faqTexts.blankSide,
  blankMedia: faqTexts.blankMedia,
  blankDensity: faqTexts.blankDensity,
  blankSize: faqTexts.blankSize,
  incompleteTitle: faqTexts.incompleteTitle,
  incompleteSize: faqTexts.incompleteSize,
  incompleteScale: faqTexts.incompleteScale,
  incompleteCalibrate: faqTexts.incompleteCalibrate,
  incompleteClean: faqTexts.incompleteClean,
  feedTitle: faqTexts.feedTitle,
  feedGuides: faqTexts.feedGuides,
  feedInsert: faqTexts.feedInsert,
  feedDirection: faqTexts.feedDirection,
  feedRestart: faqTexts.feedRestart,
  imageScratchTest: faqTexts.imageScratchTest,
  imageLoading: faqTexts.imageLoading,
  imagePaperSize: faqTexts.imagePaperSize,
  imageActualSize: faqTexts.imageActualSize,
  imageGuides: faqTexts.imageGuides,
});
