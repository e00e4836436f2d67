import {
  PARTNER_DESCRIPTION_MAX,
  PARTNER_NAME_MAX,
  PARTNER_TAGLINE_MAX,
  type ContentItem,
  type ContentRow,
} from '@labelwise/contract';
import { ContentListPage } from '../shared/ContentListPage';
import type { ContentDeclaration } from '../shared/types';
import { messages } from './partner.messages';

/**
 * Partner pages (`/phomemo`): the address, name, colours, logo, website and the models listed; per language the
 * tagline and the description. The key is the page's address.
 */
export const partnerDeclaration: ContentDeclaration = {
  kind: 'partner',
  headingId: 'lw-admin-content-partner',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    { key: 'slug', label: messages.slug, kind: 'text', required: true, hint: messages.slugHint, maxLength: 60 },
    { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: PARTNER_NAME_MAX },
    { key: 'primaryColor', label: messages.primaryColor, kind: 'text', required: true, hint: messages.colorHint },
    { key: 'accentColor', label: messages.accentColor, kind: 'text', hint: messages.colorHint },
    { key: 'logo', label: messages.logo, kind: 'file', accept: ['png', 'jpg', 'jpeg', 'webp'] },
    { key: 'website', label: messages.website, kind: 'text' },
    { key: 'models', label: messages.models, kind: 'lines', hint: messages.modelsHint },
  ],
  textFields: [
    { key: 'tagline', label: messages.tagline, kind: 'text', maxLength: PARTNER_TAGLINE_MAX },
    {
      key: 'description',
      label: messages.description,
      kind: 'textarea',
      required: true,
      maxLength: PARTNER_DESCRIPTION_MAX,
    },
  ],
  emptyShared: () => ({
    slug: '',
    name: '',
    primaryColor: '#409EFF',
    accentColor: '',
    logo: '',
    website: '',
    models: [],
  }),
  emptyText: () => ({ tagline: '', description: '' }),
  extraColumns: [{ key: 'path', header: messages.slug, render: (row: ContentRow) => `/${row.key}` }],
  sitePath: (item: Pick<ContentItem, 'key'>) => `/${item.key}`,
};

/** Site → Content → Partner pages (site:partner:*). */
export default function PartnerContentPage() {
  return <ContentListPage declaration={partnerDeclaration} />;
}
