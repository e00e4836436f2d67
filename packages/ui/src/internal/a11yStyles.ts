import { css, keyframes } from 'styled-components';

/** Out of sight but still read by screen readers (and, for inputs, still focusable). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A turning ring for busy states; set its size and border colours beside it. */
export const spinningRing = css`
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
