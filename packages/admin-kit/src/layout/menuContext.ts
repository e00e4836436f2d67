import { createContext, useContext } from 'react';
import type { AdminRoute } from '../routing/types';

/** The signed-in user's menu (the normalised `/getRouters` tree plus the shell's constant entries). */
export const MenuContext = createContext<readonly AdminRoute[]>([]);

export function useMenu(): readonly AdminRoute[] {
  return useContext(MenuContext);
}
