import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages } from '../docs.messages';
import { DocsProvider } from './DocsProvider';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));

  &[data-layout='stacked'] {
    grid-template-columns: 1fr;
  }
  gap: ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[6]}px;
  font-family: ${({ theme }) => theme.font.family.sans};
  color: ${({ theme }) => theme.color.text};
`;

const Panel = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;

  &[data-kind='do'] {
    border-top-color: ${({ theme }) => theme.color.success};
  }
  &[data-kind='dont'] {
    border-top-color: ${({ theme }) => theme.color.danger};
  }
`;

const Example = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.color.surface};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  min-height: 72px;
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  [data-kind='do'] & strong {
    color: ${({ theme }) => theme.color.success};
  }
  [data-kind='dont'] & strong {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export interface DoDontProps {
  /** The recommended usage, rendered live with the library. */
  do: ReactNode;
  /** Why the recommended usage is right. */
  doCaption: ReactNode;
  /** The usage to avoid, rendered live. */
  dont: ReactNode;
  dontCaption: ReactNode;
  /** `stacked` gives each example the full width: for layout components such as the top bar. */
  layout?: 'side-by-side' | 'stacked';
}

function DoDontPanels(props: DoDontProps) {
  const intl = useIntl();
  return (
    <Pair data-lw-doc-block="do-dont" data-layout={props.layout ?? 'side-by-side'}>
      <Panel data-kind="do">
        <Example>{props.do}</Example>
        <Caption>
          <strong>{intl.formatMessage(messages.do)}</strong>
          {props.doCaption}
        </Caption>
      </Panel>
      <Panel data-kind="dont">
        <Example>{props.dont}</Example>
        <Caption>
          <strong>{intl.formatMessage(messages.dont)}</strong>
          {props.dontCaption}
        </Caption>
      </Panel>
    </Pair>
  );
}

/** A recommended and a discouraged usage side by side, both rendered live in the toolbar's locale and brand. */
export function DoDont(props: DoDontProps) {
  return (
    <DocsProvider>
      <DoDontPanels {...props} />
    </DocsProvider>
  );
}
