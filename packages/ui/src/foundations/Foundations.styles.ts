import { styled } from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.text};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const Swatch = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  figcaption {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    display: grid;
    gap: 2px;
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Chip = styled.div`
  height: 56px;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  code {
    width: 180px;
    flex: none;
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Bar = styled.div`
  height: 16px;
  background: ${({ theme }) => theme.color.primaryStrong};
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;
