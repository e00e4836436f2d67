import type { SiteMessageId } from '../i18n';
import { M, SiteLink, Text } from './parts';

/** The Label PDF tool and the shipping set-ups, as Download and Guides offer them, after the page's own `promo`. */
export function LabelToolLinks({ promo }: { promo: SiteMessageId }) {
  return (
    <>
      <Text>
        <M id={promo} />{' '}
        <SiteLink to="/tools/label-pdf">
          <M id="site.route.labelPdfTitle" />
        </SiteLink>
      </Text>
      <Text>
        <SiteLink to="/shipping">
          <M id="site.route.shippingTitle" />
        </SiteLink>
      </Text>
    </>
  );
}
