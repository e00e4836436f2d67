import { transparentize } from 'polished';
import { styled } from 'styled-components';

export const OverlayRoot = styled.div`
  &[data-state='visible'] {
    position: absolute;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme }) => transparentize(0.1, theme.color.surface)};
    cursor: progress;
    animation: lw-loading-fade-in ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-state='visible'][data-fullscreen='true'] {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndex.modal + 1};
  }
  /* Hidden: an empty, visually hidden live region, kept mounted so screen readers announce the next show. */
  &[data-state='hidden'] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
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
  border-radius: 50%;
  animation: lw-loading-spin 0.8s linear infinite;
  @keyframes lw-loading-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export const OverlayLabel = styled.span`
  color: ${({ theme }) => theme.color.primaryStrong};
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
