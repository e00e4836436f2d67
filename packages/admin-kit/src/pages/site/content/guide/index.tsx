import { ContentListPage } from '../shared/ContentListPage';
import { ContentMessages } from '../shared/ContentMessages';
import * as guide from './guide.messages';
import { guideDeclaration } from './guideDeclaration';

const groups = [guide];

/** Printer guides (site:guide:*): per model, shared fields, six locale tabs, steps overriding the defaults. */
export default function GuidesPage() {
  return (
    <ContentMessages groups={groups}>
      <ContentListPage declaration={guideDeclaration} />
    </ContentMessages>
  );
}
