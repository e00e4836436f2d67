import { useIntl } from 'react-intl';
import { messages } from '../docs.messages';
import { Badge } from './blocks.styles';
import { contrastLevel } from './contrast';

const levelMessage = { aa: messages.passesAA, 'aa-large': messages.passesAALarge, fail: messages.failsAA } as const;

/** A ratio such as "4.54:1" in the reader's number format, with its WCAG grade as a badge. */
export function ContrastValue({ ratio }: { ratio: number | undefined }) {
  const intl = useIntl();
  if (ratio === undefined) return <span>—</span>;
  const level = contrastLevel(ratio);
  const formatted = intl.formatNumber(ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <strong data-contrast={ratio.toFixed(2)}>{intl.formatMessage(messages.ratio, { ratio: formatted })}</strong>
      <Badge data-level={level}>{intl.formatMessage(levelMessage[level])}</Badge>
    </span>
  );
}
