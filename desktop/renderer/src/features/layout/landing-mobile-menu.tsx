import { pageRoutes } from '@zencode/shared/contract';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu.tsx';
import { ThemeMenuItem } from '@/features/theme/index.ts';
import { landingSections } from './landing-sections.ts';
import { MobileMenuTrigger } from './mobile-menu-trigger.tsx';

function scrollToSection(hash: string) {
  document.querySelector(hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  history.replaceState(history.state, '', hash);
}

/** The landing header's menu on narrow screens: the sections, 'Solve now' and the theme. */
export function LandingMobileMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <MobileMenuTrigger />
      <DropdownMenuContent align="end" className="w-52">
        {landingSections.map((link) => (
          <DropdownMenuItem key={link.href} onSelect={() => scrollToSection(link.href)}>
            {link.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => navigate(pageRoutes.problems)}>
          Solve now
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
