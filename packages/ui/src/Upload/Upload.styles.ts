import { css, styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';
import { iconButton } from '../internal/buttonStyles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.color.text};
  max-width: 100%;
`;

const dropTarget = css`
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: inherit;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast}ms,
    background-color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}

  &:hover:not(:disabled),
  &[data-dragging='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.text};
  }
  &[data-dragging='true'] {
    border-style: solid;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const DropZone = styled.button`
  ${dropTarget}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-height: 160px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
`;

export const DropIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.primaryStrong};
  svg {
    width: 40px;
    height: 40px;
  }
`;

export const DropTitle = styled.span`
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Rejections = styled.div`
  &:empty {
    display: none;
  }
`;

export const RejectionBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.dangerSubtle};
  color: ${({ theme }) => theme.color.text};
`;

export const RejectionBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const RejectionTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};
`;

export const RejectionList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;

  li {
    overflow-wrap: anywhere;
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    margin-inline-end: ${({ theme }) => theme.space[2]}px;
  }
`;

export const IconButton = styled.button`
  ${iconButton}
  width: 28px;
  height: 28px;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const FileList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const FileRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px
    ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surface};

  &[data-status='error'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSubtle};
  }
`;

export const FileIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.primaryStrong};
  [data-status='error'] > & {
    color: ${({ theme }) => theme.color.danger};
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

export const FileMain = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

export const FileLine = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const FileMeta = styled.span`
  flex: none;
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ theme }) => theme.color.textMuted};

  &[data-status='done'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-status='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
  svg {
    width: 14px;
    height: 14px;
    flex: none;
  }
`;

export const Progress = styled.div`
  position: relative;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

export const ProgressFill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.primaryStrong};
  transition: width ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
`;

/* Image mode: picture cards, then the add tile. */
export const Tiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const cardSize = 112;

export const Card = styled.li`
  position: relative;
  width: ${cardSize}px;
  height: ${cardSize}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;

  &[data-status='error'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CardPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  text-align: center;
  overflow-wrap: anywhere;
  svg {
    width: 28px;
    height: 28px;
  }
`;

export const CardFooter = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.xs}px;

  &[data-status='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const CardRemove = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space[1]}px;
  right: ${({ theme }) => theme.space[1]}px;
  width: 24px;
  height: 24px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  svg {
    width: 14px;
    height: 14px;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

export const AddTile = styled.button`
  ${dropTarget}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  width: ${cardSize}px;
  height: ${cardSize}px;
  padding: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.text};
  svg {
    width: 28px;
    height: 28px;
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
