export { ThemeProvider } from './theme-provider.tsx';
export { ThemeToggle } from './theme-toggle.tsx';
export { useTheme } from './use-theme.ts';
export type { Theme } from './theme-controller.ts';
export { ThemeMenuItem } from './theme-menu-item.tsx';
