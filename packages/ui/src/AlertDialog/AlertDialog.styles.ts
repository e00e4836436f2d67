import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { styled } from 'styled-components';

export const AlertOverlay = styled(RadixAlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.overlay};
  &[data-state='open'] {
    animation: lw-alert-fade-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  @keyframes lw-alert-fade-in {
    from {
      opacity: 0;
    }
  }
`;

export const AlertContent = styled(RadixAlertDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[4]}px;
  width: min(440px, calc(100vw - ${({ theme }) => theme.space[6]}px));
  max-height: calc(100dvh - ${({ theme }) => theme.space[9]}px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translate(-50%, -50%);
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: lw-alert-zoom-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  @keyframes lw-alert-zoom-in {
    from {
      opacity: 0;
      transform: translate(-50%, -48%) scale(0.96);
    }
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[5]}px;
    column-gap: ${({ theme }) => theme.space[3]}px;
  }
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill}px;

  &[data-tone='info'] {
    /* On the subtle tint primaryStrong can fall under 4.5:1; primaryHover keeps it for every brand. */
    color: ${({ theme }) => theme.color.primaryHover};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.warningSubtle};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSubtle};
  }
`;

export const AlertText = styled.div`
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[1]}px;
`;

export const AlertTitle = styled(RadixAlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const AlertDescription = styled(RadixAlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const AlertActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[6]}px;
`;
