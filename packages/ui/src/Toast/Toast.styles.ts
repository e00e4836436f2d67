import { Toast as RadixToast } from 'radix-ui';
import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';
import { closeButton } from '../internal/buttonStyles';

/** Fits two lines of a typical admin message; on phones the screen edge wins (see `width` below). */
const toastWidth = 360;

export const ToastViewportList = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${focusRing}
  /* Closing a focused toast hands focus to the then-empty list: no ring around nothing. */
  &:focus-visible:empty {
    outline: none;
  }

  &[data-placement='top-right'] {
    top: ${({ theme }) => theme.space[4]}px;
    right: ${({ theme }) => theme.space[4]}px;
    --lw-toast-enter: translateX(calc(100% + ${({ theme }) => theme.space[4]}px));
  }
  &[data-placement='bottom-right'] {
    right: ${({ theme }) => theme.space[4]}px;
    bottom: ${({ theme }) => theme.space[4]}px;
    --lw-toast-enter: translateX(calc(100% + ${({ theme }) => theme.space[4]}px));
  }
  &[data-placement='top-center'] {
    top: ${({ theme }) => theme.space[4]}px;
    left: 50%;
    align-items: center;
    transform: translateX(-50%);
    --lw-toast-enter: translateY(-100%);
  }
  &[data-placement='bottom-center'] {
    bottom: ${({ theme }) => theme.space[4]}px;
    left: 50%;
    align-items: center;
    transform: translateX(-50%);
    --lw-toast-enter: translateY(100%);
  }
`;

export const ToastRoot = styled(RadixToast.Root)`
  --lw-toast-accent: ${({ theme }) => theme.color.primaryStrong};
  --lw-toast-accent-subtle: ${({ theme }) => theme.color.primarySubtle};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  column-gap: ${({ theme }) => theme.space[3]}px;
  box-sizing: border-box;
  width: min(${toastWidth}px, calc(100vw - ${({ theme }) => theme.space[4] * 2}px));
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px ${theme.space[3]}px ${theme.space[4]}px`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid var(--lw-toast-accent);
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${focusRing}

  &[data-tone='success'] {
    --lw-toast-accent: ${({ theme }) => theme.color.success};
    --lw-toast-accent-subtle: ${({ theme }) => theme.color.successSubtle};
  }
  &[data-tone='warning'] {
    --lw-toast-accent: ${({ theme }) => theme.color.warning};
    --lw-toast-accent-subtle: ${({ theme }) => theme.color.warningSubtle};
  }
  &[data-tone='error'] {
    --lw-toast-accent: ${({ theme }) => theme.color.danger};
    --lw-toast-accent-subtle: ${({ theme }) => theme.color.dangerSubtle};
  }

  &[data-swipe-direction='right'] {
    --lw-toast-exit: translateX(calc(100% + ${({ theme }) => theme.space[4]}px));
  }
  &[data-swipe-direction='left'] {
    --lw-toast-exit: translateX(calc(-100% - ${({ theme }) => theme.space[4]}px));
  }
  &[data-swipe-direction='up'] {
    --lw-toast-exit: translateY(calc(-100% - ${({ theme }) => theme.space[4]}px));
  }
  &[data-swipe-direction='down'] {
    --lw-toast-exit: translateY(calc(100% + ${({ theme }) => theme.space[4]}px));
  }

  /* Following the finger is direct manipulation, not decoration: it stays even with reduced motion. */
  &[data-swipe='move'] {
    transform: translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0));
  }
  &[data-swipe='cancel'] {
    transform: none;
  }
  &[data-swipe='end'] {
    transform: translate(var(--radix-toast-swipe-end-x, 0), var(--radix-toast-swipe-end-y, 0));
  }

  /* Reduced motion: a short fade only, no sliding. */
  &[data-state='open'] {
    animation: lw-toast-fade-in ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: lw-toast-fade-out ${({ theme }) => theme.motion.fast}ms ease-in forwards;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: lw-toast-slide-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
    }
    &[data-swipe='cancel'] {
      transition: transform ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.motion.easing};
    }
    &[data-swipe='end'] {
      animation: lw-toast-swipe-out ${({ theme }) => theme.motion.fast}ms ease-out forwards;
    }
  }

  @keyframes lw-toast-fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes lw-toast-fade-out {
    to {
      opacity: 0;
    }
  }
  @keyframes lw-toast-slide-in {
    from {
      opacity: 0;
      transform: var(--lw-toast-enter, none);
    }
  }
  @keyframes lw-toast-swipe-out {
    from {
      transform: translate(var(--radix-toast-swipe-end-x, 0), var(--radix-toast-swipe-end-y, 0));
    }
    to {
      transform: var(--lw-toast-exit, none);
    }
  }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin-top: -${({ theme }) => theme.space[1] / 2}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: var(--lw-toast-accent-subtle);
  color: var(--lw-toast-accent);
`;

export const ToastText = styled.div`
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[1] / 2}px;
  overflow-wrap: anywhere;
`;

export const ToastTitle = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const ToastDescription = styled(RadixToast.Description)`
  margin-top: ${({ theme }) => theme.space[1] / 2}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const ToastCloseButton = styled.button`
  ${closeButton}
  width: 28px;
  height: 28px;
  margin: -${({ theme }) => theme.space[1] / 2}px -${({ theme }) => theme.space[1]}px 0 0;
`;
