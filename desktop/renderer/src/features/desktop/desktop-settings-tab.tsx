import type { NativeApi } from '../../../../preload/native-api.ts';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { DesktopServerSection } from './desktop-server-section.tsx';
import { DesktopUpdatesSection } from './desktop-updates-section.tsx';
import { OfflineCatalogueSection } from './offline-catalogue-section.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { ToolchainsSection } from './toolchains-section.tsx';
import { useDesktopStatus } from './use-desktop-status.ts';

/**
 * Settings > Desktop: the server, where the session lives, local toolchains, offline catalogue
 * and updates.
 */
export function DesktopSettingsTab({
  offline,
  updates,
}: {
  offline: OfflineApi;
  updates: NativeApi['updates'];
}) {
  const { entries } = useDesktopStatus();
  return (
    <div className="grid gap-5 text-sm" data-testid="desktop-settings">
      <DesktopServerSection offline={offline} />
      <ToolchainsSection offline={offline} />
      <OfflineCatalogueSection cache={offline.cache} />
      <OutboxPanel entries={entries} outbox={offline.outbox} />
      <DesktopUpdatesSection updates={updates} />
    </div>
  );
}
