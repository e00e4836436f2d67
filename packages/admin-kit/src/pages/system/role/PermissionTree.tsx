import { Button, Checkbox, ChevronDownIcon, ChevronRightIcon, Icon, Inline, Stack, Text } from '@labelwise/ui';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useRouteTitle } from '../../../routing/useRouteTitle';
import { BoxedFieldset } from '../../../crud/pageParts';
import {
  allCodes,
  checkState,
  parentIds,
  subtreeCodes,
  toggle,
  type CheckState,
  type PermNode,
} from './permissionTree';
import { messages as m } from './role.messages';

const Box = styled(BoxedFieldset)`
  min-width: 0;

  legend {
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & & {
    padding-left: ${({ theme }) => theme.space[5]}px;
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
`;

/** A node's line keeps the height of a small button, so lines with and without a toggle line up. */
const Line = styled(Inline)`
  min-height: 32px;
`;

const Twisty = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primaryStrong};
  }
`;

const Spacer = styled.span`
  display: inline-block;
  width: 24px;
`;

/**
 * The permission code in the code face. Its own element, not a code inside a Text: as a flex item beside the name,
 * a code nested in a Text's line sits a pixel lower (two faces share the line box).
 */
const Code = styled.code`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export interface PermissionTreeProps {
  legend: string;
  nodes: readonly PermNode[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Whether the operator may grant or take away `code` (they hold it themselves). */
  canChange: (code: string) => boolean;
}

/** The tree's tri-state as the checkbox takes it. */
const boxState = (state: CheckState) => (state === 'mixed' ? 'indeterminate' : state);

/**
 * The role's permissions chosen on the menu tree, as RuoYi's role dialog: tri-state boxes (`aria-checked="mixed"`
 * when some of a parent's codes are chosen), expand/collapse all, check all/none, and "parent and children linked".
 * Codes the operator does not hold stay as they are and their boxes are disabled with the reason beside them.
 */
export function PermissionTree({ legend, nodes, value, onChange, canChange }: PermissionTreeProps) {
  const intl = useIntl();
  const title = useRouteTitle();
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [linked, setLinked] = useState(true);
  const chosen = useMemo(() => new Set(value), [value]);
  const parents = useMemo(() => parentIds(nodes), [nodes]);
  const everyCode = useMemo(() => allCodes(nodes), [nodes]);

  const setAll = (on: boolean) => {
    const next = new Set(value);
    for (const code of everyCode.filter(canChange)) {
      if (on) next.add(code);
      else next.delete(code);
    }
    onChange([...next]);
  };

  const renderNode = (node: PermNode) => {
    const open = expanded.has(node.id);
    const state = checkState(node, chosen, linked);
    const own = linked || !node.code ? subtreeCodes(node) : [node.code];
    const locked = own.length === 0 || !own.some(canChange);
    const nameId = `${baseId}-n${node.id}`;
    const reasonId = `${baseId}-r${node.id}`;
    const name = title(node.name);
    return (
      <li key={node.id}>
        <Line gap={2}>
          {node.children.length ? (
            <Twisty
              type="button"
              aria-expanded={open}
              aria-label={intl.formatMessage(m.toggleChildren, { name })}
              onClick={() =>
                setExpanded((prev) => {
                  const next = new Set(prev);
                  if (open) next.delete(node.id);
                  else next.add(node.id);
                  return next;
                })
              }
            >
              <Icon icon={open ? ChevronDownIcon : ChevronRightIcon} size="sm" />
            </Twisty>
          ) : (
            <Spacer />
          )}
          <Checkbox
            checked={boxState(state)}
            aria-labelledby={nameId}
            aria-describedby={locked && own.length ? reasonId : undefined}
            disabled={locked}
            onCheckedChange={() => onChange(toggle(node, value, linked, canChange))}
          />
          <Text as="span" size="sm" id={nameId}>
            {name}
          </Text>
          {node.code && node.type === 'F' ? <Code>{node.code}</Code> : null}
          {locked && own.length ? (
            <Text as="span" size="sm" tone="muted" id={reasonId}>
              {intl.formatMessage(m.notHeld)}
            </Text>
          ) : null}
        </Line>
        {node.children.length && open ? <List>{node.children.map(renderNode)}</List> : null}
      </li>
    );
  };

  return (
    <Box>
      <legend>{legend}</legend>
      <Stack gap={2}>
        <Inline gap={2}>
          <Button size="small" variant="text" onClick={() => setExpanded(new Set(parents))}>
            {intl.formatMessage(m.expandAll)}
          </Button>
          <Button size="small" variant="text" onClick={() => setExpanded(new Set())}>
            {intl.formatMessage(m.collapseAll)}
          </Button>
          <Button size="small" variant="text" onClick={() => setAll(true)}>
            {intl.formatMessage(m.checkAll)}
          </Button>
          <Button size="small" variant="text" onClick={() => setAll(false)}>
            {intl.formatMessage(m.checkNone)}
          </Button>
          <Checkbox
            label={
              <Text as="span" size="sm">
                {intl.formatMessage(m.linked)}
              </Text>
            }
            checked={linked}
            onCheckedChange={(checked) => setLinked(checked === true)}
          />
        </Inline>
        <Scroll>
          <List>{nodes.map(renderNode)}</List>
        </Scroll>
      </Stack>
    </Box>
  );
}
