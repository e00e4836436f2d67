import { ContentListPage } from '../shared/ContentListPage';
import { previewPathOf } from '../shared/previewPath';
import { messages } from '../shipping/shipping.messages';
import type { ContentDeclaration } from '../shared/types';

/**
 * What every shipping set-up shares, one item (`common`): per language the print dialogs on Windows and macOS the
 * /shipping page shows, and the mistakes it and every platform page list after the platform's own. The preview opens
 * /shipping.
 */
export const shippingCommonDeclaration: ContentDeclaration = {
  kind: 'shippingCommon',
  headingId: 'lw-admin-content-shipping-common',
  title: messages.commonTitle,
  addLabel: messages.commonAdd,
  removeLabel: messages.commonRemove,
  sharedFields: [],
  textFields: [
    { key: 'windows', label: messages.commonWindows, kind: 'lines', hint: messages.linesHint },
    { key: 'mac', label: messages.commonMac, kind: 'lines', hint: messages.linesHint },
    { key: 'mistakes', label: messages.commonMistakes, kind: 'lines', hint: messages.linesHint },
  ],
  emptyShared: () => ({}),
  emptyText: () => ({ windows: [], mac: [], mistakes: [] }),
  sitePath: ({ key }) => previewPathOf('shippingCommon', key),
};

/** Site → Content → Shipping: print dialogs and mistakes (site:shippingCommon:*). */
export default function ShippingCommonContentPage() {
  return <ContentListPage declaration={shippingCommonDeclaration} />;
}
