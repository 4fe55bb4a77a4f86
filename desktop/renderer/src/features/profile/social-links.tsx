import type { SocialProfiles } from '@zencode/shared/contract';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { type ComponentType, type SVGProps, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { GitHubIcon, LinkedInIcon, XIcon } from '@/features/layout/index.ts';
import { cn } from '@/lib/utils.ts';
import { SocialDialog } from './social-dialog.tsx';

const networks: {
  key: keyof SocialProfiles;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'github', label: 'GitHub', icon: GitHubIcon },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedInIcon },
  { key: 'twitter', label: 'Twitter', icon: XIcon },
];

export interface SocialLinksProps {
  socials: SocialProfiles;
  /** The owner's save; without it the links are read-only. */
  onSave?: (key: keyof SocialProfiles, url: string) => Promise<void>;
}

/**
 * GitHub, LinkedIn and Twitter: each opens in a new tab (disabled when not set). The owner adds
 * or edits each one in its dialog.
 */
export function SocialLinks({ socials, onSave }: SocialLinksProps) {
  const [editing, setEditing] = useState<keyof SocialProfiles | null>(null);
  return (
    <ul className="grid gap-2" aria-label="Socials">
      {networks.map(({ key, label, icon: Icon }) => {
        const url = socials[key];
        return (
          <li key={key} className="flex items-center gap-2">
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`social-${key}`}
                className="flex min-w-0 flex-1 items-center gap-2.5 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-muted"
              >
                <Icon className="size-4 shrink-0" />
                <span className="truncate">{label}</span>
              </a>
            ) : (
              <span
                aria-disabled
                data-testid={`social-${key}`}
                className="flex flex-1 items-center gap-2.5 px-2 py-1.5 text-sm text-muted-foreground/60"
              >
                <Icon className="size-4 shrink-0" />
                {label}
              </span>
            )}
            {onSave && (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className={cn('h-7 px-2 text-xs text-muted-foreground')}
                  onClick={() => setEditing(key)}
                  aria-label={`${url ? 'Edit' : 'Add'} ${label}`}
                >
                  {url ? <PencilIcon /> : <PlusIcon />}
                  {url ? 'Edit' : 'Add'}
                </Button>
                <SocialDialog
                  network={label}
                  url={url}
                  open={editing === key}
                  onOpenChange={(open) => setEditing(open ? key : null)}
                  onSave={(next) => onSave(key, next)}
                />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
