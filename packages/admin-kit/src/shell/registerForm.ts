import type { MessageDescriptor } from '@labelwise/ui/messages';
import { messages } from './shell.messages';
import { messages as passwordMessages } from '../session/password.messages';

export interface RegisterInput {
  username: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterInput, MessageDescriptor>>;

/** The server's rules (packages/api session routes): 2–30 of letters, digits and _ . @ -; passwords 8–128. */
export const usernamePattern = /^[A-Za-z0-9_.@-]+$/;
export const registerLimits = { usernameMin: 2, usernameMax: 30, passwordMin: 8, passwordMax: 128 } as const;

/** Field messages for the register form; an empty object means it may be sent (the browser check needs no input). */
export function validateRegister(input: RegisterInput): RegisterErrors {
  const errors: RegisterErrors = {};
  const username = input.username.trim();
  if (!username) errors.username = messages.usernameRequired;
  else if (username.length < registerLimits.usernameMin || username.length > registerLimits.usernameMax)
    errors.username = messages.usernameLength;
  else if (!usernamePattern.test(username)) errors.username = messages.usernameChars;
  if (!input.password) errors.password = messages.passwordRequired;
  else if (input.password.length < registerLimits.passwordMin || input.password.length > registerLimits.passwordMax)
    errors.password = passwordMessages.passwordLength;
  if (!input.confirmPassword) errors.confirmPassword = passwordMessages.confirmRequired;
  else if (input.confirmPassword !== input.password) errors.confirmPassword = passwordMessages.passwordMismatch;
  return errors;
}
