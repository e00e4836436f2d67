import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '../../Button';
import { FormField } from '../../FormField';
import { Input } from '../../Input';
import { Link } from '../../Link';
import { ThemeProvider, useTheme, type Brand } from '../../theme';
import { messages } from './theming.messages';

/** A card painted entirely from the nested theme, so it shows that theme's surface even on another brand's page. */
const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  align-content: start;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color-scheme: ${({ theme }) => theme.colorScheme};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Caption = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const Mark = styled.img`
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

const Badge = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.accentStrong};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

function Composition() {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const headingId = `${id}-heading`;
  const captionId = `${id}-caption`;
  return (
    // Named by brand and heading: side by side, the cards differ only by brand.
    <Card aria-labelledby={`${captionId} ${headingId}`} data-lw-brand-preview={theme.brand.name}>
      <Caption id={captionId}>
        {(theme.brand.mark ?? theme.brand.logo) ? <Mark src={theme.brand.mark ?? theme.brand.logo} alt="" /> : null}
        <FormattedMessage {...messages.brandCaption} values={{ name: theme.brand.name, scheme: theme.colorScheme }} />
      </Caption>
      <Badge>{intl.formatMessage(messages.badgeNew)}</Badge>
      <h3 id={headingId}>{intl.formatMessage(messages.previewHeading)}</h3>
      <p>{intl.formatMessage(messages.previewBody)}</p>
      <FormField label={intl.formatMessage(messages.fieldLabel)} hint={intl.formatMessage(messages.fieldHint)}>
        <Input defaultValue="LW-20481" />
      </FormField>
      <Actions>
        <Button variant="primary">{intl.formatMessage(messages.primaryAction)}</Button>
        <Button>{intl.formatMessage(messages.secondaryAction)}</Button>
      </Actions>
      <Link href="#printer-guide">{intl.formatMessage(messages.linkText)}</Link>
    </Card>
  );
}

export interface BrandPreviewProps {
  /** The brand to show; the page's own brand when omitted. */
  brand?: Brand;
}

/** The same small composition (badge, text, field, buttons, link) under any brand, for comparing brands. */
export function BrandPreview({ brand }: BrandPreviewProps) {
  if (!brand) return <Composition />;
  return (
    <ThemeProvider brand={brand}>
      <Composition />
    </ThemeProvider>
  );
}
