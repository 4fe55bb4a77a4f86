/** The landing page's sections, as the header links to them. */
export const landingSections = [
  { href: '#home', label: 'Home' },
  { href: '#features', label: 'Features' },
  { href: '#dashboard', label: 'Dashboard' },
] as const;
