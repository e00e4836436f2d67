import { styled } from 'styled-components';
import { spinningRing, visuallyHidden } from '../internal/a11yStyles';

export const OverlayRoot = styled.div`
  &[data-state='visible'] {
    position: absolute;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme }) => `color-mix(in srgb, ${theme.color.surface} 90%, transparent)`};
    cursor: progress;
    animation: lw-loading-fade-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-state='visible'][data-fullscreen='true'] {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndex.modal + 1};
  }
  /* Hidden: an empty, visually hidden live region, kept mounted so screen readers announce the next show. */
  &[data-state='hidden'] {
    ${visuallyHidden}
  }
  @keyframes lw-loading-fade-in {
    from {
      opacity: 0;
    }
  }
`;

export const OverlayPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: calc(100% - ${({ theme }) => theme.space[6]}px);
  text-align: center;
`;

export const OverlaySpinner = styled.span`
  width: 40px;
  height: 40px;
  border: 4px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primaryStrong};
  border-right-color: ${({ theme }) => theme.color.primaryStrong};
  ${spinningRing}
`;

export const OverlayLabel = styled.span`
  color: ${({ theme }) => theme.color.primaryStrong};
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
