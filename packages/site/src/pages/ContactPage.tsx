import { Button, FormField, Inline, Input, Textarea, Text as UiText } from '@labelwise/ui';
import { DeferredSelect as Select } from './DeferredSelect';
import type { ChangeEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { CONTACT_LIMITS, CONTACT_OS, CONTACT_ROLES } from '@labelwise/contract/rules';
import { contactOsLabel, contactRoleLabel } from '../content/contact';
import type { ContactField } from '../logic/contactValidation';
import { Card, ErrorNote, H2, Lead, M, Muted, Page, SiteLink, Text, Title } from './parts';
import { contactPrefill, useContactForm } from './useContactForm';
import { useLocation } from 'react-router-dom';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
  max-width: 860px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

/** The consent line takes the rest of the row and wraps under the button when the row is narrow. */
const SendRow = styled(Inline)`
  & > p {
    flex: 1 1 320px;
    margin: 0;
  }
`;

/** Off-screen honeypot (the API's `website` field): people never see or fill it, form-filling bots do. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The message counter under the text box (its digits keep their width as they change); danger past the API's limit. */
const Counter = styled(UiText)`
  font-variant-numeric: tabular-nums;
`;

function ContactSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <Page>
      <Title>
        <M id="site.contact.title" />
      </Title>
      <Card role="status">
        <H2>
          <M id="site.contact.successTitle" />
        </H2>
        <Text>
          <M id="site.contact.successBody" values={{ email }} />
        </Text>
        <Button onClick={onAgain}>
          <M id="site.contact.sendAnother" />
        </Button>
      </Card>
    </Page>
  );
}

interface MessageFieldProps {
  value: string;
  length: number;
  error: ReactNode;
  onChange: (e: ChangeEvent<HTMLTextAreaElement>) => void;
}

function MessageField({ value, length, error, onChange }: MessageFieldProps) {
  const over = length > CONTACT_LIMITS.message;
  return (
    <div data-wide>
      <FormField
        label={<M id="site.contact.message" />}
        hint={
          <Counter
            forwardedAs="span"
            size="sm"
            tone={over ? 'danger' : 'muted'}
            weight={over ? 'medium' : 'regular'}
            data-state={over ? 'over' : 'ok'}
            data-testid="message-counter"
          >
            <M id="site.contact.counter" values={{ count: length, max: CONTACT_LIMITS.message }} />
          </Counter>
        }
        error={
          error ??
          (over ? (
            <M id="site.contact.messageTooLong" values={{ count: length, max: CONTACT_LIMITS.message }} />
          ) : undefined)
        }
        required
      >
        {/* No maxLength: a pasted text is never cut silently; the counter and the error say what to do. */}
        <Textarea name="message" rows={6} autosize={{ minRows: 6, maxRows: 16 }} value={value} onChange={onChange} />
      </FormField>
    </div>
  );
}

/** The honeypot, then the send button with the consent note. */
function FormFooter({ honeypot, sending }: { honeypot: RefObject<HTMLInputElement | null>; sending: boolean }) {
  return (
    <>
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </Honeypot>
      <SendRow data-wide gap={4}>
        <Button type="submit" variant="primary" loading={sending}>
          <M id={sending ? 'site.contact.sending' : 'site.contact.send'} />
        </Button>
        <Muted>
          <M
            id="site.contact.consent"
            values={{ privacy: (chunks: ReactNode) => <SiteLink to="/privacy">{chunks}</SiteLink> }}
          />
        </Muted>
      </SendRow>
    </>
  );
}

/**
 * /contactUs: the contact form. Client validation uses the same rules as the API;
 * the duplicate-submit guard lives in the API client; success and failure are stated plainly, and a failure
 * keeps everything typed.
 */
export default function ContactPage() {
  const intl = useIntl();
  const prefill = contactPrefill(useLocation().state);
  const { values, errors, submitted, status, setStatus, honeypot, formRef, update, onText, onSubmit, messageLength } =
    useContactForm(prefill);
  const errorText = (field: ContactField): ReactNode =>
    errors[field] ? (
      <M
        id={errors[field]}
        values={{ max: CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS] ?? 0, count: messageLength }}
      />
    ) : undefined;

  if (status.kind === 'sent')
    return <ContactSent email={status.email} onAgain={() => setStatus({ kind: 'editing' })} />;

  const errorCount = Object.keys(errors).length;
  const selectPlaceholder = intl.formatMessage({ id: 'site.contact.pleaseSelect' });

  return (
    <Page>
      <Title>
        <M id="site.contact.title" />
      </Title>
      <Lead>
        <M id="site.contact.intro" />
      </Lead>
      {prefill ? (
        <Text role="status">
          <M id="site.contact.doctorPrefilled" />
        </Text>
      ) : null}
      {submitted && errorCount > 0 ? (
        <ErrorNote>
          <M id="site.contact.fixErrors" values={{ count: errorCount }} />
        </ErrorNote>
      ) : null}
      {status.kind === 'failed' ? (
        <ErrorNote>
          <M id={status.message} values={status.values} />
        </ErrorNote>
      ) : null}
      <Form ref={formRef} onSubmit={onSubmit} noValidate>
        <FormField label={<M id="site.contact.name" />} error={errorText('name')} required>
          <Input
            name="name"
            autoComplete="name"
            value={values.name}
            maxLength={CONTACT_LIMITS.name}
            onChange={onText('name')}
          />
        </FormField>
        <FormField label={<M id="site.contact.email" />} error={errorText('email')} required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            maxLength={CONTACT_LIMITS.email}
            onChange={onText('email')}
          />
        </FormField>
        <FormField
          label={<M id="site.contact.phone" />}
          hint={<M id="site.contact.phoneOptional" />}
          error={errorText('phone')}
        >
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            maxLength={CONTACT_LIMITS.phone}
            onChange={onText('phone')}
          />
        </FormField>
        <FormField label={<M id="site.contact.role" />} error={errorText('role')} required>
          <Select
            data-field="role"
            options={CONTACT_ROLES.map((r) => ({ value: r, label: intl.formatMessage({ id: contactRoleLabel[r] }) }))}
            value={values.role}
            placeholder={selectPlaceholder}
            onValueChange={(v) => update('role', v)}
          />
        </FormField>
        <FormField label={<M id="site.contact.os" />} error={errorText('os')} required>
          <Select
            data-field="os"
            options={CONTACT_OS.map((o) => ({ value: o, label: intl.formatMessage({ id: contactOsLabel[o] }) }))}
            value={values.os}
            placeholder={selectPlaceholder}
            onValueChange={(v) => update('os', v)}
          />
        </FormField>
        <MessageField
          value={values.message}
          length={messageLength}
          error={errorText('message')}
          onChange={onText('message')}
        />
        <FormFooter honeypot={honeypot} sending={status.kind === 'sending'} />
      </Form>
    </Page>
  );
}
