import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';

/** The menu button that stands in for the header's links below the md breakpoint. */
export function MobileMenuTrigger() {
  return (
    <DropdownMenuTrigger asChild>
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
        <MenuIcon />
      </Button>
    </DropdownMenuTrigger>
  );
}
