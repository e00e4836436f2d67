import { Dialog as RadixDialog } from 'radix-ui';
import { css, styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';
import { closeButton } from '../internal/buttonStyles';

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.overlay};

  &[data-state='open'] {
    animation: lw-dialog-fade-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: lw-dialog-fade-out ${({ theme }) => theme.motion.fast}ms ease-in;
  }
  @keyframes lw-dialog-fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes lw-dialog-fade-out {
    to {
      opacity: 0;
    }
  }
`;

const modal = css`
  top: 50%;
  left: 50%;
  width: min(var(--lw-dialog-width), calc(100vw - ${({ theme }) => theme.space[6]}px));
  max-height: calc(100dvh - ${({ theme }) => theme.space[9]}px);
  border-radius: ${({ theme }) => theme.radii.lg}px;
  transform: translate(-50%, -50%);

  &[data-state='open'] {
    animation: lw-dialog-zoom-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: lw-dialog-zoom-out ${({ theme }) => theme.motion.fast}ms ease-in;
  }
  @keyframes lw-dialog-zoom-in {
    from {
      opacity: 0;
      transform: translate(-50%, -48%) scale(0.96);
    }
  }
  @keyframes lw-dialog-zoom-out {
    to {
      opacity: 0;
      transform: translate(-50%, -48%) scale(0.96);
    }
  }
`;

const drawer = css`
  top: 0;
  right: 0;
  bottom: 0;
  width: min(var(--lw-dialog-width), 100vw);
  height: 100dvh;
  border-radius: 0;

  &[data-state='open'] {
    animation: lw-drawer-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: lw-drawer-out ${({ theme }) => theme.motion.fast}ms ease-in;
  }
  @keyframes lw-drawer-in {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes lw-drawer-out {
    to {
      transform: translateX(100%);
    }
  }
`;

export const DialogPanel = styled(RadixDialog.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  &:focus {
    outline: none;
  }

  &[data-variant='modal'] {
    ${modal}
  }
  &[data-variant='drawer'] {
    ${drawer}
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[5]}px ${theme.space[3]}px`};

  ${DialogPanel}[data-variant='drawer'] & {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: ${({ theme }) => theme.space[4]}px;
  }
`;

export const DialogTitle = styled(RadixDialog.Title)`
  margin: 0;
  padding-top: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

export const DialogCloseButton = styled.button`
  ${closeButton}
  width: 32px;
  height: 32px;
  margin: -${({ theme }) => theme.space[1]}px -${({ theme }) => theme.space[2]}px 0 0;
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[5]}px ${theme.space[5]}px`};
  overflow-wrap: anywhere;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  &[data-scrollable='true'] {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  ${DialogPanel}[data-variant='drawer'] & {
    padding-top: ${({ theme }) => theme.space[4]}px;
  }
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px ${theme.space[5]}px`};

  ${DialogPanel}[data-variant='drawer'] & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: ${({ theme }) => theme.space[4]}px;
  }
`;
