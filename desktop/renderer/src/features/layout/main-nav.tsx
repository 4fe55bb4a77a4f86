import { NavLink } from 'react-router';
import { cn } from '@/lib/utils.ts';
import type { AppLink } from './app-links.ts';

/** The section links of a wide screen, the active one highlighted. */
export function MainNav({ links }: { links: readonly AppLink[] }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive
                ? 'bg-accent text-accent-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
