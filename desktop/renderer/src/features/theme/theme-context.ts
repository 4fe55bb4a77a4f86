import { createContext } from 'react';
import type { ThemeController } from './theme-controller.ts';

export const ThemeContext = createContext<ThemeController | null>(null);
