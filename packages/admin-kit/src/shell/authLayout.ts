import { styled } from 'styled-components';

/** The full-height page of the login and register forms. */
export const AuthPage = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** The card that holds one form; its h1 names the page. */
export const AuthCard = styled.form`
  width: min(400px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** A line under the submit button that leads to the other form (log in ↔ register). */
export const AuthSwitch = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.textMuted};

  a {
    color: ${({ theme }) => theme.color.primaryStrong};
  }
`;
