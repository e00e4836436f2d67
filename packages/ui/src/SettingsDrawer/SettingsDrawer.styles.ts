import { styled } from 'styled-components';
import { focusRing } from '../utils/controlSize';
import { spinningRing, visuallyHidden } from '../internal/a11yStyles';

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const VisuallyHiddenInput = styled.input`
  ${visuallyHidden}
  opacity: 0;
`;

/* Side theme: two illustrated options. */
export const SideThemeOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const SideThemeOption = styled.label`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.text};
  text-align: center;

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Illustration = styled.span`
  display: grid;
  grid-template-columns: 28% 1fr;
  grid-template-rows: 14px 1fr;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const IllustrationSidebar = styled.span`
  grid-row: 1 / span 2;
  display: grid;
  align-content: start;
  gap: 5px;
  padding: 8px 6px;
  border-right: 1px solid ${({ theme }) => theme.color.border};

  i {
    display: block;
    height: 4px;
    border-radius: 2px;
    background: currentColor;
    opacity: 0.55;
  }
  i:nth-child(2) {
    opacity: 1;
  }
`;

export const IllustrationHeader = styled.span`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const IllustrationContent = styled.span`
  display: grid;
  align-content: start;
  gap: 5px;
  padding: 8px;

  i {
    display: block;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  i:first-child {
    width: 60%;
  }
`;

export const CheckBadge = styled.span`
  position: absolute;
  top: -8px;
  right: -8px;
  display: none;
  width: 20px;
  height: 20px;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.primaryStrong};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.surfaceRaised};

  [data-state='checked'] > & {
    display: inline-flex;
  }
  svg {
    width: 12px;
    height: 12px;
  }
`;

/* Theme colour swatches. */
export const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const SwatchOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.12);
  color: var(--lw-swatch-ink);
  background: var(--lw-swatch);

  svg {
    display: none;
    width: 18px;
    height: 18px;
  }
  /* Checked is shown by a tick and a ring, not by colour alone. */
  &[data-state='checked'] {
    outline: 2px solid ${({ theme }) => theme.color.text};
    outline-offset: 2px;
  }
  &[data-state='checked'] svg {
    display: block;
  }
`;

export const CustomColor = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    cursor: pointer;
  }
  input[type='color'] {
    width: 32px;
    height: 32px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;
    ${focusRing}
  }
  &[data-state='checked'] input[type='color'] {
    outline: 2px solid ${({ theme }) => theme.color.text};
    outline-offset: 2px;
  }
`;

export const Hex = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
`;

/* Switch rows. */
export const SwitchList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
`;

export const SwitchRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.md}px;

  &:last-child {
    border-bottom: 0;
  }
`;

export const Switch = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}ms;
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    transition: transform ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.motion.easing};
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.primaryStrong};
  }
  &[aria-checked='true']::after {
    transform: translateX(18px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StatusBanner = styled.div`
  &:empty {
    display: none;
  }
`;

export const StatusInner = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Spinner = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme }) => theme.color.primaryStrong};
  border-right-color: transparent;
  ${spinningRing}
`;

/** The keyboard focus ring of a visually hidden radio, drawn around its label (a sibling, so no :has()). */
export const FocusRing = styled.span`
  position: absolute;
  inset: -6px;
  display: none;
  border: 2px solid ${({ theme }) => theme.color.primaryStrong};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  pointer-events: none;

  input:focus-visible ~ & {
    display: block;
  }
`;
