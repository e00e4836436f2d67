import { HOME_BARCODES, HOME_HEADLINE_MAX, HOME_SUBLINE_MAX, PARTNER_LOGO_NAME_MAX } from '@labelwise/contract';
import { ContentListPage } from '../shared/ContentListPage';
import type { ContentDeclaration } from '../shared/types';
import { messages } from './home.messages';
import { imageColumns, objectListField } from './ObjectListField';

/** Barcode symbologies by their own names, which are not translated. */
const barcodeNames: Record<(typeof HOME_BARCODES)[number], string> = {
  code128: 'Code 128',
  code39: 'Code 39',
  ean13: 'EAN-13',
  upca: 'UPC-A',
  itf14: 'ITF-14',
  qrcode: 'QR Code',
  datamatrix: 'Data Matrix',
  pdf417: 'PDF417',
};

/**
 * The home page's content, one item keyed `home`: the wall of sample labels, the partner logos and which barcodes are
 * shown; per language the headline, the introduction and the sample labels' descriptions.
 */
export const homeDeclaration: ContentDeclaration = {
  kind: 'home',
  headingId: 'lw-admin-content-home',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    objectListField('sampleLabels', messages.samples, imageColumns, () => ({ src: '', width: 500, height: 300 })),
    objectListField(
      'partnerLogos',
      messages.logos,
      [
        { key: 'name', label: messages.logoName, kind: 'text', maxLength: PARTNER_LOGO_NAME_MAX },
        ...imageColumns.map((c) => (c.key === 'src' ? { ...c, key: 'img' } : c)),
        { key: 'url', label: messages.logoUrl, kind: 'text' },
        { key: 'page', label: messages.logoPage, kind: 'text' },
      ],
      () => ({ name: '', img: '', width: 160, height: 64, url: '', page: '' }),
    ),
    {
      key: 'barcodes',
      label: messages.barcodes,
      kind: 'checks',
      options: HOME_BARCODES.map((b) => ({ value: b, label: barcodeNames[b] })),
    },
  ],
  textFields: [
    { key: 'headline', label: messages.headline, kind: 'text', required: true, maxLength: HOME_HEADLINE_MAX },
    { key: 'subline', label: messages.subline, kind: 'textarea', maxLength: HOME_SUBLINE_MAX },
    { key: 'sampleAlts', label: messages.sampleAlts, kind: 'lines', hint: messages.sampleAltsHint },
  ],
  emptyShared: () => ({ sampleLabels: [], partnerLogos: [], barcodes: [...HOME_BARCODES] }),
  emptyText: () => ({ headline: '', subline: '', sampleAlts: [] }),
  sitePath: () => '/',
};

/** Site → Content → Home (site:home:*). */
export default function HomeContentPage() {
  return <ContentListPage declaration={homeDeclaration} />;
}
