import { messages } from '@zencode/shared/contract';
import { useEffect, useState } from 'react';
import type { OfflineApi, ToolchainView } from '../../../../preload/offline-api.ts';
import { ToolchainPathField } from './toolchain-path-field.tsx';

/** Settings > Desktop > Toolchains: whether local runs are sandboxed, and each compiler's path. */
export function ToolchainsSection({ offline }: { offline: OfflineApi }) {
  const [toolchains, setToolchains] = useState<ToolchainView[] | null>(null);
  const [isolation, setIsolation] = useState<'process' | 'plain' | null>(null);

  useEffect(() => {
    void offline.toolchains().then(setToolchains);
    void offline.localRunIsolation().then(setIsolation);
  }, [offline]);

  return (
    <section className="grid gap-2">
      <h3 className="font-medium">Toolchains on this computer</h3>
      {isolation && (
        <p className="text-muted-foreground" data-testid="local-run-isolation">
          {isolation === 'plain' ? messages.localRunsUnsandboxed : messages.localRunsSandboxed}
        </p>
      )}
      <p className="text-muted-foreground">{messages.toolchainPathsNote}</p>
      <ul className="grid gap-3">
        {(toolchains ?? []).map((toolchain) => (
          <ToolchainPathField
            key={toolchain.id}
            toolchain={toolchain}
            offline={offline}
            // When the list cannot be read again, it shows what it showed before.
            onChanged={() => void offline.toolchains().then(setToolchains, () => undefined)}
          />
        ))}
      </ul>
    </section>
  );
}
