import { EyeIcon, KeyRoundIcon, MonitorIcon, Share2Icon, UserRoundIcon } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { DesktopSettingsTab } from '@/features/desktop/index.ts';
import { desktopApi } from '@/lib/platform.ts';
import { AccountsTab } from './accounts-tab.tsx';
import { BasicInfoTab } from './basic-info-tab.tsx';
import { SocialsTab } from './socials-tab.tsx';
import { VisibilityTab } from './visibility-tab.tsx';

const tabs = [
  { value: 'basic', label: 'Basic Info', icon: UserRoundIcon },
  { value: 'socials', label: 'Socials', icon: Share2Icon },
  { value: 'visibility', label: 'Visibility', icon: EyeIcon },
  { value: 'accounts', label: 'Accounts', icon: KeyRoundIcon },
] as const;
const desktopTab = { value: 'desktop', label: 'Desktop', icon: MonitorIcon } as const;

/** The signed-in user's settings in four tabs: Basic Info, Socials, Visibility, Accounts. */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const desktop = desktopApi();
  const shownTabs = desktop ? [...tabs, desktopTab] : tabs;
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-5 sm:p-7">
        <DialogHeading title="Settings">
          Manage your profile, links, visibility and password.
        </DialogHeading>
        {user && (
          <Tabs defaultValue="basic" className="grid gap-5">
            {/* One height for every tab on larger screens, so the dialog does not jump. */}
            <TabsList className={`grid h-auto w-full ${desktop ? 'grid-cols-5' : 'grid-cols-4'}`}>
              {shownTabs.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} className="h-8 px-1 text-xs sm:text-sm">
                  <Icon className="hidden sm:block" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent className="sm:min-h-96" value="basic">
              <BasicInfoTab user={user} />
            </TabsContent>
            <TabsContent className="sm:min-h-96" value="socials">
              <SocialsTab user={user} />
            </TabsContent>
            <TabsContent className="sm:min-h-96" value="visibility">
              <VisibilityTab user={user} />
            </TabsContent>
            <TabsContent className="sm:min-h-96" value="accounts">
              <AccountsTab user={user} />
            </TabsContent>
            {desktop && (
              <TabsContent className="sm:min-h-96" value="desktop">
                <DesktopSettingsTab offline={desktop.offline} updates={desktop.updates} />
              </TabsContent>
            )}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
