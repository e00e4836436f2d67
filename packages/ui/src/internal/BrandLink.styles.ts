import { styled } from 'styled-components';
import { RouteLink } from './RouteLink';

export const LogoLink = styled(RouteLink)`
  && {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  &&[data-nowrap] {
    flex: none;
  }
`;

export const LogoImage = styled.img`
  display: block;
  width: auto;
`;

export const Wordmark = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  line-height: 1;

  [data-nowrap] > & {
    white-space: nowrap;
  }
`;
