import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages as common } from '../i18n/common.messages';
import { invariant } from '../utils/invariant';
import { OverlayLabel, OverlayPanel, OverlayRoot, OverlaySpinner } from './LoadingOverlay.styles';

export interface LoadingOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Shows the overlay. While hidden, an empty live region stays mounted so the next show is announced. */
  visible: boolean;
  /** What is happening, e.g. "Downloading the driver…". Default: the translated "Loading…". */
  label?: ReactNode;
  /**
   * Covers the whole window (fixed, above open dialogs, below toasts). Default `false`: covers the nearest
   * positioned ancestor, so give the parent `position: relative`.
   */
  fullscreen?: boolean;
}

/** Blocks and dims content while work runs (e.g. while a file download is prepared) and announces it politely. */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { visible, label, fullscreen = false, ...rest },
  ref,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('LoadingOverlay', typeof visible === 'boolean', `visible must be a boolean; received ${typeof visible}.`);
  }
  return (
    <OverlayRoot
      ref={ref}
      role="status"
      aria-live="polite"
      data-state={visible ? 'visible' : 'hidden'}
      data-fullscreen={fullscreen || undefined}
      {...rest}
    >
      {visible ? (
        <OverlayPanel>
          <OverlaySpinner aria-hidden />
          <OverlayLabel>{label ?? intl.formatMessage(common.loading)}</OverlayLabel>
        </OverlayPanel>
      ) : null}
    </OverlayRoot>
  );
});
