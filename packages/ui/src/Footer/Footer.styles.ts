import { styled } from 'styled-components';
import { RouteLink } from '../internal/RouteLink';

export const StyledFooter = styled.footer`
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Inner = styled.div`
  box-sizing: border-box;
  max-width: ${({ theme }) => theme.layout.navMaxWidth}px;
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.space[6]}px;

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space[5]}px;
  }
`;

export const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[7]}px;
  padding-block: ${({ theme }) => theme.space[9]}px ${({ theme }) => theme.space[8]}px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[5]}px;
    padding-block: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[6]}px;
  }
`;

export const BrandColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

export const Tagline = styled.p`
  max-width: 320px;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Section = styled.section`
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterLink = styled(RouteLink)`
  && {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
  }
  &&:hover {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  &&[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[6]}px;
  padding-block: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm}px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

export const Copyright = styled.p`
  margin: 0;
`;
