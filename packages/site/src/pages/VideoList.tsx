import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { VideoItem } from '../content/videos';
import { Grid } from './parts';

const VideoCard = styled.a`
  display: block;
  color: inherit;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  & span {
    display: block;
    padding: ${({ theme }) => theme.space[3]}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Video guides as poster cards: the whole card is the link, a touch target well above 24 px. */
export function VideoList({ videos }: { videos: readonly VideoItem[] }) {
  const intl = useIntl();
  return (
    <Grid $min={videos[0]?.type === 'mobile' ? 180 : 260}>
      {videos.map((v) => {
        const title = intl.formatMessage({ id: v.title });
        return (
          <VideoCard key={v.id} href={v.videoUrl} aria-label={intl.formatMessage({ id: 'site.guides.watch' }, { title })}>
            <img src={v.poster} width={v.posterWidth} height={v.posterHeight} alt="" loading="lazy" decoding="async" />
            <span>{title}</span>
          </VideoCard>
        );
      })}
    </Grid>
  );
}

