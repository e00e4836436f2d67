import { styled } from 'styled-components';

export const VideoFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & video {
    display: block;
    width: 100%;
    max-height: calc(100dvh - 240px);
    aspect-ratio: var(--lw-video-ratio, 16 / 9);
    object-fit: contain;
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

export const VideoMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[4]}px`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const VideoStatus = styled.p`
  margin: 0;
  &[data-state='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const VideoNote = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
`;
