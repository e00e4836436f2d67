import { useEffect, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Input } from '../Input';
import { StrokeIcon } from '../internal/icons';
import { Select } from '../Select';
import { pagination as paginationTokens, type ComponentSize } from '../tokens';
import { useTheme } from '../theme/useTheme';
import { invariant } from '../utils/invariant';
import { messages } from './Pagination.messages';
import {
  assertPagerCount,
  clampPage,
  computePager,
  jumpSize,
  pageAfterSizeChange,
  pageCountOf,
  parsePageInput,
} from './paginationLogic';
import {
  Jumper,
  MoreArrows,
  MoreDots,
  NavButton,
  PageButton,
  PagerList,
  Root,
  SizeSlot,
  Total,
} from './Pagination.styles';
import { useIsMobile } from './useIsMobile';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, from 1. A page beyond the last page shows as the last page. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Total number of items. */
  total: number;
  onPageChange: (page: number) => void;
  /**
   * Shows the page-size select when given. After a size change, `onPageChange` is also called (when needed) with
   * the page that keeps the first visible item on screen.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** Page-size options. Default 10, 20, 30, 50. */
  pageSizes?: readonly number[];
  /** Page buttons shown at most: an odd number from 5 to 21. Default 5 below 992 px, otherwise 7. */
  pagerCount?: number;
  disabled?: boolean;
  /** Shows "Total N items". Default true. */
  showTotal?: boolean;
  /** Shows the "Go to" page field. Default true. */
  showJumper?: boolean;
  /** Overrides the theme's component size. */
  size?: ComponentSize;
}

/** Pages through a long list: total, page size, previous/next, a numbered pager with ellipsis jumps and "Go to". */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = paginationTokens.pageSizes,
  pagerCount: pagerCountProp,
  disabled = false,
  showTotal = true,
  showJumper = true,
  size,
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const intl = useIntl();
  const theme = useTheme();
  const isMobile = useIsMobile();
  const pagerCount =
    pagerCountProp ?? (isMobile ? paginationTokens.pagerCountMobile : paginationTokens.pagerCountDesktop);
  assertPagerCount(pagerCount);
  if (process.env.NODE_ENV !== 'production') {
    invariant('Pagination', typeof onPageChange === 'function', 'onPageChange must be a function.');
    invariant(
      'Pagination',
      pageSizes.length > 0 && pageSizes.every((option) => Number.isInteger(option) && option > 0),
      `pageSizes must be whole numbers > 0; received [${pageSizes.join(', ')}].`,
    );
  }
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const items = computePager({ page: current, pageCount, pagerCount });
  const controlSize = size ?? theme.size;

  const go = (target: number) => {
    const next = clampPage(target, pageCount);
    if (!disabled && next !== current) onPageChange(next);
  };

  const sizeOptions = [...new Set([...pageSizes, pageSize])].sort((a, b) => a - b);
  const changeSize = (value: string) => {
    const nextPageSize = Number(value);
    if (!onPageSizeChange || nextPageSize === pageSize) return;
    onPageSizeChange(nextPageSize);
    const nextPage = pageAfterSizeChange({ page: current, pageSize, nextPageSize, total });
    if (nextPage !== current) onPageChange(nextPage);
  };

  const jump = jumpSize(pagerCount);

  return (
    <Root
      aria-label={ariaLabel ?? intl.formatMessage(messages.label)}
      data-size={controlSize}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {showTotal ? <Total>{intl.formatMessage(messages.total, { total })}</Total> : null}
      {onPageSizeChange ? (
        <SizeSlot>
          <Select
            value={String(pageSize)}
            onValueChange={changeSize}
            aria-label={intl.formatMessage(messages.pageSizeLabel)}
            size={controlSize}
            disabled={disabled}
            options={sizeOptions.map((option) => ({
              value: String(option),
              label: intl.formatMessage(messages.pageSize, { size: option }),
            }))}
          />
        </SizeSlot>
      ) : null}
      <NavButton
        type="button"
        data-size={controlSize}
        aria-label={intl.formatMessage(messages.previous)}
        disabled={disabled || current <= 1}
        onClick={() => go(current - 1)}
      >
        <Chevron direction="left" />
      </NavButton>
      <PagerList>
        <PagerItems items={items} current={current} size={controlSize} disabled={disabled} jump={jump} onGo={go} />
      </PagerList>
      <NavButton
        type="button"
        data-size={controlSize}
        aria-label={intl.formatMessage(messages.next)}
        disabled={disabled || current >= pageCount}
        onClick={() => go(current + 1)}
      >
        <Chevron direction="right" />
      </NavButton>
      {showJumper ? (
        <PageJumper
          current={current}
          pageCount={pageCount}
          disabled={disabled}
          size={controlSize}
          label={intl.formatMessage(messages.goTo)}
          inputLabel={intl.formatMessage(messages.goToPage)}
          onJump={go}
        />
      ) : null}
    </Root>
  );
}

interface PagerItemsProps {
  items: ReturnType<typeof computePager>;
  current: number;
  size: ComponentSize;
  disabled: boolean;
  /** How many pages an ellipsis button skips. */
  jump: number;
  onGo: (page: number) => void;
}

/** The numbered page buttons and the ellipsis buttons that jump several pages. */
function PagerItems({ items, current, size, disabled, jump, onGo }: PagerItemsProps) {
  const intl = useIntl();
  return (
    <>
      {items.map((item) => {
        if (item.type === 'page') {
          const isCurrent = item.page === current;
          return (
            <li key={`page-${item.page}`}>
              <PageButton
                type="button"
                data-size={size}
                data-active={isCurrent || undefined}
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={intl.formatMessage(messages.page, { page: item.page })}
                disabled={disabled}
                onClick={() => onGo(item.page)}
              >
                {intl.formatNumber(item.page)}
              </PageButton>
            </li>
          );
        }
        const back = item.type === 'prev-more';
        return (
          <li key={item.type}>
            <PageButton
              type="button"
              data-size={size}
              data-more={back ? 'prev' : 'next'}
              aria-label={intl.formatMessage(back ? messages.prevMore : messages.nextMore, { count: jump })}
              disabled={disabled}
              onClick={() => onGo(item.target)}
            >
              <MoreDots aria-hidden="true">…</MoreDots>
              <MoreArrows aria-hidden="true">
                <DoubleChevron direction={back ? 'left' : 'right'} />
              </MoreArrows>
            </PageButton>
          </li>
        );
      })}
    </>
  );
}

function PageJumper({
  current,
  pageCount,
  disabled,
  size,
  label,
  inputLabel,
  onJump,
}: {
  current: number;
  pageCount: number;
  disabled: boolean;
  size: ComponentSize;
  label: string;
  inputLabel: string;
  onJump: (page: number) => void;
}) {
  const [text, setText] = useState(String(current));
  useEffect(() => setText(String(current)), [current]);
  const commit = () => {
    const target = parsePageInput(text, pageCount);
    if (target === undefined) {
      setText(String(current));
      return;
    }
    setText(String(target));
    onJump(target);
  };
  return (
    <Jumper>
      <span aria-hidden="true">{label}</span>
      <Input
        size={size}
        inputMode="numeric"
        autoComplete="off"
        aria-label={inputLabel}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </Jumper>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <StrokeIcon d={direction === 'left' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'} />;
}

function DoubleChevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <StrokeIcon
      d={
        direction === 'left' ? 'M8 3.5 3.5 8 8 12.5M12.5 3.5 8 8l4.5 4.5' : 'M3.5 3.5 8 8l-4.5 4.5M8 3.5l4.5 4.5L8 12.5'
      }
    />
  );
}
