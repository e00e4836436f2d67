import { SHIPPING_CHOOSE_MAX, SHIPPING_NAME_MAX, SHIPPING_PATH_MAX } from '@labelwise/contract/shipping';
import { ContentListPage } from '../shared/ContentListPage';
import { previewPathOf } from '../shared/previewPath';
import type { ContentDeclaration } from '../shared/types';
import { messages } from './shipping.messages';

/** Sizes and formats by their own names, which are not translated. */
const sizeChoices = [
  { value: '4x6', label: '4×6 in (100 × 150 mm)' },
  { value: '4x4', label: '4×4 in (100 × 100 mm)' },
  { value: '4x8', label: '4×8 in (100 × 200 mm)' },
];
const formatChoices = [
  { value: 'pdf', label: 'PDF' },
  { value: 'png', label: 'PNG' },
  { value: 'zpl', label: 'ZPL' },
];

/**
 * The shipping-platform set-ups, one item per platform (keyed by its slug, `shipstation`): the sizes, formats,
 * orientation and driver resolutions to choose; per language where the setting is, what to choose there, the print
 * dialogs on Windows and macOS and the mistakes that give wrong sizes. The preview opens the platform's page.
 */
export const shippingDeclaration: ContentDeclaration = {
  kind: 'shipping',
  headingId: 'lw-admin-content-shipping',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: SHIPPING_NAME_MAX },
    { key: 'sizes', label: messages.sizes, kind: 'checks', options: sizeChoices },
    { key: 'formats', label: messages.formats, kind: 'checks', options: formatChoices },
    {
      key: 'orientation',
      label: messages.orientation,
      kind: 'select',
      options: [
        { value: 'portrait', label: messages.portrait },
        { value: 'landscape', label: messages.landscape },
      ],
    },
    { key: 'dpi203', label: messages.dpi203, kind: 'number' },
    { key: 'dpi300', label: messages.dpi300, kind: 'number' },
  ],
  textFields: [
    { key: 'path', label: messages.path, kind: 'text', required: true, maxLength: SHIPPING_PATH_MAX },
    { key: 'choose', label: messages.choose, kind: 'textarea', required: true, maxLength: SHIPPING_CHOOSE_MAX },
    { key: 'windows', label: messages.windows, kind: 'lines', hint: messages.linesHint },
    { key: 'mac', label: messages.mac, kind: 'lines', hint: messages.linesHint },
    { key: 'mistakes', label: messages.mistakes, kind: 'lines', hint: messages.linesHint },
  ],
  emptyShared: () => ({
    name: '',
    sizes: ['4x6'],
    formats: ['pdf'],
    orientation: 'portrait',
    dpi203: 203,
    dpi300: 300,
  }),
  emptyText: () => ({ path: '', choose: '', windows: [], mac: [], mistakes: [] }),
  sitePath: ({ key }) => previewPathOf('shipping', key),
};

/** Site → Content → Shipping set-ups (site:shipping:*). */
export default function ShippingContentPage() {
  return <ContentListPage declaration={shippingDeclaration} />;
}
