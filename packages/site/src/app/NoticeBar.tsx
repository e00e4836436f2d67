import type { PublishedOf } from '@labelwise/contract';
import { noticeIsActive } from '@labelwise/contract/media';
import { HTTP_URL, SITE_PATH } from '@labelwise/contract/rules';
import { Box, Inline, Link } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { usePublishedContent } from '../content/live';
import { useSite } from './siteContext';

type Notice = PublishedOf<'notice'>;

/** Where the visitor's dismissals are kept: one id per notice version, so an edited notice shows again. */
export const DISMISSED_KEY = 'lw.notices.dismissed';
const DISMISSED_MAX = 50;
const noticeId = (n: Notice) => `${n.key}@${n.publishedAt}`;

function readDismissed(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A notice's row: the level's colour and the rule under it; the text takes the room the dismiss button leaves. */
const Item = styled(Inline)<{ $level: Notice['shared']['level'] }>`
  background: ${({ theme, $level }) => ($level === 'warning' ? theme.color.warningSubtle : theme.color.primarySubtle)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  & > p {
    flex: 1;
    margin: 0;
  }
`;

const Dismiss = styled.button`
  flex: none;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

function NoticeLink({ notice }: { notice: Notice }) {
  const { localize } = useSite();
  const intl = useIntl();
  const { link } = notice.shared;
  // A translation may leave the link's words empty: the visitor reads "Read more" in their language, not an address.
  const label = notice.text.linkLabel || intl.formatMessage({ id: 'site.common.readMore' });
  if (SITE_PATH.test(link))
    return (
      <Link href={localize(link)} asChild>
        <RouterLink to={localize(link)}>{label}</RouterLink>
      </Link>
    );
  // Anything else the API let through earlier (`//host`, `/\host`) is not shown as a link at all.
  if (!HTTP_URL.test(link)) return null;
  return (
    <Link href={link} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
}

/**
 * Site-wide announcements under the top bar: the published notices whose date range includes now, in the page's
 * locale (en-us where a notice has no text in it). Each can be dismissed for this browser. A page without a current
 * notice renders nothing here, so nothing moves; the region is labelled for screen-reader landmark navigation.
 */
export function NoticeBar() {
  const intl = useIntl();
  const content = usePublishedContent();
  const [now] = useState(() => Date.now());
  // Read after hydration: the server cannot know what this browser dismissed, and the first render must match it.
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  useEffect(() => setDismissed(readDismissed(safeLocalStorage())), []);

  const notices = (content?.notices ?? [])
    .filter((n) => noticeIsActive(n.shared, now) && !dismissed.includes(noticeId(n)))
    .sort((a, b) => a.sort - b.sort);
  if (notices.length === 0) return null;

  const dismiss = (n: Notice) => {
    const next = [...readDismissed(safeLocalStorage()).filter((d) => d !== noticeId(n)), noticeId(n)].slice(
      -DISMISSED_MAX,
    );
    try {
      safeLocalStorage()?.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full store: the notice is hidden for this page view only.
    }
    setDismissed([...dismissed, noticeId(n)]);
  };

  return (
    <section aria-label={intl.formatMessage({ id: 'site.common.noticeRegion' })}>
      <Box as="ul" padding={0}>
        {notices.map((n) => (
          <Item
            key={n.key}
            forwardedAs="li"
            gap={3}
            paddingX={4}
            paddingY={2}
            wrap={false}
            $level={n.shared.level}
            data-notice={n.key}
            data-level={n.shared.level}
          >
            <p>
              {n.text.text}
              {n.shared.link ? (
                <>
                  {' '}
                  <NoticeLink notice={n} />
                </>
              ) : null}
            </p>
            <Dismiss
              type="button"
              aria-label={intl.formatMessage({ id: 'site.common.noticeDismiss' })}
              onClick={() => dismiss(n)}
            >
              <span aria-hidden="true">×</span>
            </Dismiss>
          </Item>
        ))}
      </Box>
    </section>
  );
}
