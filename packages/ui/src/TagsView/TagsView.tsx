import { forwardRef, type HTMLAttributes, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '../ContextMenu';
import { invariant } from '../utils/invariant';
import { messages } from './TagsView.messages';
import * as S from './TagsView.styles';
import {
  canApplyTagAction,
  isAffix,
  runTagAction,
  type NextPathOptions,
  type TagAction,
  type VisitedTag,
} from './tagRules';
import { useTagScroller } from './useTagScroller';

export interface TagsChangeDetail {
  action: TagAction;
  /** The tag the action was taken on. */
  tag: VisitedTag;
}

export interface TagsViewProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'onSelect'> {
  /** The visited pages, in order. */
  tags: readonly VisitedTag[];
  /** The path shown now; its tag is highlighted and scrolled into view. */
  activePath: string;
  /** A tag was clicked: navigate to `tag.fullPath`. */
  onSelect: (tag: VisitedTag) => void;
  /**
   * Tags were closed (× button, middle click or the context menu). Store `nextTags`; when `navigateTo` is set,
   * navigate there (the active page was closed, or "close others" focused another tag).
   */
  onChange: (nextTags: VisitedTag[], navigateTo: string | undefined, detail: TagsChangeDetail) => void;
  /** "Refresh" was chosen: reload that page (the admin goes through `/redirect` + its full path). */
  onRefresh: (tag: VisitedTag) => void;
  /** Overrides for where closing the last tag goes (`/`, or `/redirect` + path for the Dashboard). */
  navigation?: Omit<NextPathOptions, 'tag' | 'activePath' | 'action'>;
}

const menuActions: ReadonlyArray<{ action: TagAction; message: keyof typeof messages; separatorBefore?: boolean }> = [
  { action: 'close', message: 'close' },
  { action: 'closeOthers', message: 'closeOthers' },
  { action: 'closeLeft', message: 'closeLeft' },
  { action: 'closeRight', message: 'closeRight' },
  { action: 'closeAll', message: 'closeAll', separatorBefore: true },
];

/**
 * The admin shell's bar of visited pages: a horizontally scrolling row of tags, a × on every tag that
 * is not affixed, and a right-click menu (refresh, close, close others / left / right / all). Affixed tags never
 * close. Controlled: it reports the next tag list and where to go through `onChange`.
 */
export const TagsView = forwardRef<HTMLElement, TagsViewProps>(function TagsView(
  { tags, activePath, onSelect, onChange, onRefresh, navigation, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') {
    invariant('TagsView', Array.isArray(tags), 'tags must be an array of visited tags.');
    invariant(
      'TagsView',
      new Set(tags.map((tag) => tag.path)).size === tags.length,
      `tags must have unique paths; received ${tags.map((tag) => tag.path).join(', ')}.`,
    );
  }
  const intl = useIntl();
  const { scrollerRef, more, scrollBy } = useTagScroller(tags.length, activePath);
  const overflowing = more.start || more.end;

  function run(action: TagAction, tag: VisitedTag) {
    if (!canApplyTagAction(tags, action, tag)) return;
    const result = runTagAction(tags, action, tag, activePath, navigation);
    onChange(result.tags, result.navigateTo, { action, tag });
  }

  return (
    <S.Bar
      ref={ref}
      aria-label={ariaLabel ?? intl.formatMessage(messages.label)}
      data-overflowing={overflowing}
      {...rest}
    >
      {overflowing ? (
        <S.ScrollButton
          type="button"
          aria-label={intl.formatMessage(messages.scrollStart)}
          disabled={!more.start}
          onClick={() => scrollBy(-1)}
        >
          <ArrowIcon direction="start" />
        </S.ScrollButton>
      ) : null}
      <S.Scroller ref={scrollerRef} data-more-start={more.start} data-more-end={more.end}>
        <S.List>
          {tags.map((tag) => {
            const active = tag.path === activePath;
            const closable = !isAffix(tag);
            return (
              <ContextMenu key={tag.path}>
                <ContextMenuTrigger asChild>
                  <S.Tag data-active={active} data-closable={closable}>
                    <S.TagButton
                      type="button"
                      aria-current={active ? 'page' : undefined}
                      onClick={() => onSelect(tag)}
                      onAuxClick={(event: MouseEvent) => {
                        // Middle click closes, as in the admin.
                        if (event.button === 1 && closable) {
                          event.preventDefault();
                          run('close', tag);
                        }
                      }}
                    >
                      {tag.title}
                    </S.TagButton>
                    {closable && (
                      <S.CloseButton
                        type="button"
                        aria-label={intl.formatMessage(messages.closeTag, { title: tag.title })}
                        onClick={() => run('close', tag)}
                      >
                        <CloseIcon />
                      </S.CloseButton>
                    )}
                  </S.Tag>
                </ContextMenuTrigger>
                <ContextMenuContent aria-label={tag.title}>
                  <ContextMenuItem onSelect={() => onRefresh(tag)}>
                    {intl.formatMessage(messages.refresh)}
                  </ContextMenuItem>
                  {menuActions.map(({ action, message, separatorBefore }) => (
                    <MenuAction
                      key={action}
                      separatorBefore={separatorBefore}
                      disabled={!canApplyTagAction(tags, action, tag)}
                      onSelect={() => run(action, tag)}
                      label={intl.formatMessage(messages[message])}
                    />
                  ))}
                </ContextMenuContent>
              </ContextMenu>
            );
          })}
        </S.List>
      </S.Scroller>
      {overflowing ? (
        <S.ScrollButton
          type="button"
          aria-label={intl.formatMessage(messages.scrollEnd)}
          disabled={!more.end}
          onClick={() => scrollBy(1)}
        >
          <ArrowIcon direction="end" />
        </S.ScrollButton>
      ) : null}
    </S.Bar>
  );
});

function MenuAction({
  label,
  disabled,
  separatorBefore,
  onSelect,
}: {
  label: string;
  disabled: boolean;
  separatorBefore?: boolean;
  onSelect: () => void;
}) {
  return (
    <>
      {separatorBefore && <ContextMenuSeparator />}
      <ContextMenuItem disabled={disabled} onSelect={onSelect}>
        {label}
      </ContextMenuItem>
    </>
  );
}

function ArrowIcon({ direction }: { direction: 'start' | 'end' }) {
  return (
    <svg
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d={direction === 'start' ? 'M7.5 2.5 4 6l3.5 3.5' : 'M4.5 2.5 8 6 4.5 9.5'} />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 10 10"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      aria-hidden
      focusable={false}
    >
      <path d="M2 2l6 6M8 2 2 8" />
    </svg>
  );
}
