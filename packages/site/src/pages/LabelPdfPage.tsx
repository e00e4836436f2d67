import { Box, Button, RadioGroup, RadioGroupItem, Stack, Text as UiText } from '@labelwise/ui';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { css, styled } from 'styled-components';
import { LABEL_SIZE_KEYS, type LabelSize } from '../logic/labelCrop';
import { LabelPdfPageCard } from './LabelPdfPageCard';
import { Actions, Card, ErrorNote, H2, Lead, M, Page, Section, SiteLink, Steps, Text, Title } from './parts';
import { useLabelPdf, type ToolState } from './useLabelPdf';

/** The drop zone: a dashed border (solid surfaces are Box's), the drag-over colours and the focus ring of its picker. */
const Drop = styled(Box)<{ $over: boolean }>`
  ${({ theme, $over }) => css`
    border: 2px dashed ${$over ? theme.color.primaryStrong : theme.color.border};
    background: ${$over ? theme.color.primarySubtle : theme.color.surface};
    text-align: center;
    & > p {
      margin-left: auto;
      margin-right: auto;
    }
    &:focus-within {
      outline: 3px solid ${theme.color.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const FilePicker = styled.label`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    min-height: ${theme.controlSizes.default.height}px;
    padding: 0 ${theme.space[5]}px;
    border-radius: ${theme.radii.md}px;
    background: ${theme.color.primaryStrong};
    color: ${theme.color.onPrimary};
    font-weight: ${theme.font.weight.medium};
    cursor: pointer;
    & > input {
      position: absolute;
      width: 1px;
      height: 1px;
      opacity: 0;
    }
  `}
`;

const Progress = styled.progress`
  width: 100%;
  max-width: 480px;
  height: 12px;
`;

const sizeMessage = {
  '4x6': 'site.labelPdf.size4x6',
  '4x4': 'site.labelPdf.size4x4',
  '4x8': 'site.labelPdf.size4x8',
} as const;

type Tool = ReturnType<typeof useLabelPdf>;

/** /tools/label-pdf: a carrier's Letter or A4 label PDF becomes 4×6 (4×4, 4×8) pages, in the browser. */
export default function LabelPdfPage() {
  const intl = useIntl();
  const tool = useLabelPdf();
  const { state } = tool;
  const [size, setSize] = useState<LabelSize>('4x6');
  const sizeText = intl.formatMessage({ id: sizeMessage[size] });

  return (
    <Page>
      <Title>
        <M id="site.labelPdf.title" />
      </Title>
      <Lead>
        <M id="site.labelPdf.lead" />
      </Lead>
      <Stack gap={5}>
        <UiText weight="medium">
          <M id="site.labelPdf.privacy" />
        </UiText>
        <RadioGroup
          label={<M id="site.labelPdf.sizeLegend" />}
          orientation="horizontal"
          value={size}
          onValueChange={(value) => {
            const chosen = LABEL_SIZE_KEYS.find((key) => key === value);
            if (!chosen) return;
            setSize(chosen);
            tool.clearOutput();
          }}
        >
          {LABEL_SIZE_KEYS.map((key) => (
            <RadioGroupItem key={key} value={key} label={<M id={sizeMessage[key]} />} />
          ))}
        </RadioGroup>
        {state.phase === 'reading' ? <Reading state={state} onCancel={tool.cancel} /> : <Intake tool={tool} />}
      </Stack>
      {state.phase === 'failed' ? <Failure state={state} /> : null}
      {state.phase === 'ready' ? <Result tool={tool} pages={state.pages} size={size} sizeText={sizeText} /> : null}
      <PrintTips sizeText={sizeText} />
    </Page>
  );
}

function Reading({ state, onCancel }: { state: Extract<ToolState, { phase: 'reading' }>; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <Card aria-live="polite">
      <Text>
        {state.total ? (
          <M id="site.labelPdf.reading" values={{ done: state.done, total: state.total }} />
        ) : (
          <M id="site.labelPdf.opening" values={{ name: state.name }} />
        )}
      </Text>
      <Progress
        max={state.total || 1}
        value={state.done}
        aria-label={intl.formatMessage({ id: 'site.labelPdf.progressLabel' })}
      />
      <Actions>
        <Button onClick={onCancel}>
          <M id="site.labelPdf.cancel" />
        </Button>
      </Actions>
    </Card>
  );
}

function Intake({ tool }: { tool: Tool }) {
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void tool.open(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    take(e.target.files);
    e.target.value = '';
  };
  return (
    <Drop
      paddingX={4}
      paddingY={6}
      radius="lg"
      $over={over}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="label-pdf-drop"
    >
      <Text>
        <M id="site.labelPdf.dropTitle" />
      </Text>
      <FilePicker>
        <input type="file" accept="application/pdf,.pdf" onChange={onPick} />
        <M id={tool.state.phase === 'idle' ? 'site.labelPdf.chooseFile' : 'site.labelPdf.startOver'} />
      </FilePicker>
      <Text>
        <M id="site.labelPdf.dropHint" />
      </Text>
    </Drop>
  );
}

const errorMessage = {
  notPdf: 'site.labelPdf.errorNotPdf',
  encrypted: 'site.labelPdf.errorEncrypted',
  damaged: 'site.labelPdf.errorDamaged',
} as const;

function Failure({ state }: { state: Extract<ToolState, { phase: 'failed' }> }) {
  return (
    <ErrorNote>
      {state.code === 'cancelled' ? (
        <M id="site.labelPdf.cancelled" />
      ) : (
        <M id={errorMessage[state.code]} values={{ name: state.name }} />
      )}
    </ErrorNote>
  );
}

function Result({
  tool,
  pages,
  size,
  sizeText,
}: {
  tool: Tool;
  pages: Extract<ToolState, { phase: 'ready' }>['pages'];
  size: LabelSize;
  sizeText: string;
}) {
  const { output } = tool;
  const downloadLink = useRef<HTMLAnchorElement>(null);
  const selectedCount = pages.reduce((n, p) => n + p.selected.filter(Boolean).length, 0);
  // The visitor asked for the PDF by pressing Make: hand it over at once; the link stays for another copy.
  useEffect(() => {
    if (output) downloadLink.current?.click();
  }, [output]);
  return (
    <Section aria-labelledby="label-pdf-result">
      <H2 id="label-pdf-result">
        <M id="site.labelPdf.summary" values={{ count: selectedCount, size: sizeText }} />
      </H2>
      <Actions>
        <Button
          variant="primary"
          disabled={selectedCount === 0 || tool.writing}
          loading={tool.writing}
          onClick={() => void tool.write(size)}
        >
          <M id={tool.writing ? 'site.labelPdf.making' : 'site.labelPdf.make'} />
        </Button>
        {output ? (
          <a ref={downloadLink} href={output.url} download={output.file}>
            <M id="site.labelPdf.download" values={{ file: output.file }} />
          </a>
        ) : null}
      </Actions>
      <div aria-live="polite">
        {output ? (
          <Text>
            <M id="site.labelPdf.ready" values={{ count: output.count, size: sizeText }} />
          </Text>
        ) : null}
        {output?.raster ? (
          <Text>
            <M id="site.labelPdf.rasterNote" />
          </Text>
        ) : null}
      </div>
      {tool.writeFailed ? (
        <ErrorNote>
          <M id="site.labelPdf.errorWrite" />
        </ErrorNote>
      ) : null}
      {pages.map((page, index) => (
        <LabelPdfPageCard
          key={index}
          page={page}
          total={pages.length}
          onChange={(change) => tool.updatePage(index, change)}
        />
      ))}
    </Section>
  );
}

function PrintTips({ sizeText }: { sizeText: string }) {
  return (
    <Section aria-labelledby="label-pdf-print">
      <H2 id="label-pdf-print">
        <M id="site.labelPdf.printTitle" />
      </H2>
      <Steps>
        <li>
          <M id="site.labelPdf.printStep1" />
        </li>
        <li>
          <M id="site.labelPdf.printStep2" values={{ size: sizeText }} />
        </li>
        <li>
          <M id="site.labelPdf.printStep3" />
        </li>
      </Steps>
      <Text>
        <SiteLink to="/shipping">
          <M id="site.labelPdf.printMore" />
        </SiteLink>
      </Text>
    </Section>
  );
}
