import { Button, Checkbox, Inline, Stack } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css, styled } from 'styled-components';
import type { Rect } from '../logic/labelCrop';
import { CropEditor } from './CropEditor';
import { Actions, Card, H3, M, Text } from './parts';
import type { PageState } from './useLabelPdf';

const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 360px) minmax(0, 1fr);
    gap: ${theme.space[5]}px;
    margin-top: ${theme.space[5]}px;
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

const Sheet = styled.div`
  ${({ theme }) => css`
    position: relative;
    border: 1px solid ${theme.color.border};
    & > img {
      display: block;
      width: 100%;
      height: auto;
    }
  `}
`;

const Found = styled.div<{ $on: boolean }>`
  ${({ theme, $on }) => css`
    position: absolute;
    border: 2px ${$on ? 'solid' : 'dashed'} ${$on ? theme.color.primaryStrong : theme.color.textMuted};
    background: ${$on ? `color-mix(in srgb, ${theme.color.primaryStrong} 10%, transparent)` : 'transparent'};
    & > span {
      position: absolute;
      top: 0;
      left: 0;
      padding: 0 6px;
      background: ${$on ? theme.color.primaryStrong : theme.color.textMuted};
      color: ${theme.color.onPrimary};
      font-weight: ${theme.font.weight.medium};
    }
  `}
`;

const place = (b: Rect) => ({
  left: `${b.x * 100}%`,
  top: `${b.y * 100}%`,
  width: `${b.width * 100}%`,
  height: `${b.height * 100}%`,
});

/** One page of the visitor's PDF: its found labels outlined, a checkbox per label, and the box editor. */
export function LabelPdfPageCard({
  page,
  total,
  onChange,
}: {
  page: PageState;
  total: number;
  onChange: (change: (page: PageState) => PageState) => void;
}) {
  const intl = useIntl();
  const { scan, boxes, selected } = page;
  const number = scan.index + 1;
  // Which box the editor changes; a page where nothing was found opens the editor on a new box.
  const [editing, setEditing] = useState<number | null>(boxes.length === 0 ? 0 : null);
  const alt = intl.formatMessage({ id: 'site.labelPdf.pageImageAlt' }, { page: number });
  const inches = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  const setBox = (index: number, box: Rect) =>
    onChange((p) =>
      index < p.boxes.length
        ? { ...p, boxes: p.boxes.map((b, i) => (i === index ? box : b)) }
        : { ...p, boxes: [...p.boxes, box], selected: [...p.selected, true] },
    );
  const toggle = (index: number, on: boolean) =>
    onChange((p) => ({ ...p, selected: p.selected.map((s, i) => (i === index ? on : s)) }));

  return (
    <Card as="article" aria-labelledby={`label-pdf-page-${number}`} style={{ marginTop: 24 }}>
      <H3 id={`label-pdf-page-${number}`}>
        <M id="site.labelPdf.pageHeading" values={{ page: number, total }} />
      </H3>
      {boxes.length === 0 ? (
        <Text>
          <M id="site.labelPdf.noLabel" />
        </Text>
      ) : null}
      <Layout>
        {editing !== null ? (
          <CropEditor
            image={scan.image}
            alt={alt}
            pageNumber={number}
            widthIn={scan.widthIn}
            heightIn={scan.heightIn}
            box={boxes[editing] ?? null}
            onChange={(box) => setBox(editing, box)}
          />
        ) : (
          <Sheet>
            <img src={scan.image} alt={alt} width={scan.widthPx} height={scan.heightPx} />
            {boxes.map((b, i) => (
              <Found key={i} $on={selected[i] ?? false} style={place(b)} aria-hidden="true">
                <span>{i + 1}</span>
              </Found>
            ))}
          </Sheet>
        )}
        <div>
          <Stack as="ul" gap={2} padding={0}>
            {boxes.map((b, i) => (
              <Inline as="li" key={i} gap={3}>
                <Checkbox
                  checked={selected[i] ?? false}
                  onCheckedChange={(checked) => toggle(i, checked === true)}
                  label={
                    <M
                      id="site.labelPdf.labelItem"
                      values={{
                        n: i + 1,
                        width: inches(b.width * scan.widthIn),
                        height: inches(b.height * scan.heightIn),
                      }}
                    />
                  }
                />
                {editing !== i ? (
                  <Button variant="text" onClick={() => setEditing(i)}>
                    <M id="site.labelPdf.adjust" values={{ n: i + 1 }} />
                  </Button>
                ) : null}
              </Inline>
            ))}
          </Stack>
          <Actions>
            {editing !== null && boxes[editing] ? (
              <Button onClick={() => setEditing(null)}>
                <M id="site.labelPdf.doneEditing" />
              </Button>
            ) : null}
            {editing === null || editing < boxes.length ? (
              <Button onClick={() => setEditing(boxes.length)}>
                <M id="site.labelPdf.drawBox" />
              </Button>
            ) : null}
          </Actions>
        </div>
      </Layout>
    </Card>
  );
}
