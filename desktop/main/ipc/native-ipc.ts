import {
  oauthProviderSchema,
  type DesktopUpdateStatus,
  type OauthProvider,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { nativeChannels } from '../../preload/native-channels.ts';
import { handleValidated, type IpcMainLike } from './handle-validated.ts';

/** A verdict as the page reports it for a notification. */
export const verdictArrivedSchema = z
  .object({
    problemTitle: z.string().trim().min(1).max(200),
    verdict: z.string().trim().min(1).max(80),
  })
  .strict();
export type VerdictArrived = z.infer<typeof verdictArrivedSchema>;

export const themeChoiceSchema = z.enum(['light', 'dark']);

/** The argument tuples of each page → main call of the native shell. */
export const nativeIpcArguments = {
  [nativeChannels.startSignIn]: z.tuple([oauthProviderSchema]),
  [nativeChannels.verdictArrived]: z.tuple([verdictArrivedSchema]),
  [nativeChannels.chooseTheme]: z.tuple([themeChoiceSchema]),
  [nativeChannels.updateStatus]: z.tuple([]),
  [nativeChannels.restartToUpdate]: z.tuple([]),
} as const;

export interface NativeIpcHandlers {
  startSignIn(provider: OauthProvider): Promise<void>;
  verdictArrived(verdict: VerdictArrived): void;
  chooseTheme(theme: z.infer<typeof themeChoiceSchema>): void;
  updateStatus(): DesktopUpdateStatus;
  restartToUpdate(): void;
}

/** Registers the native shell's IPC handlers, each validated and limited to the app's page. */
export function registerNativeIpc(
  ipc: IpcMainLike,
  handlers: NativeIpcHandlers,
  devRendererUrl?: string,
): void {
  const options = { devRendererUrl };
  const args = nativeIpcArguments;
  handleValidated(
    ipc,
    nativeChannels.startSignIn,
    args[nativeChannels.startSignIn],
    (provider) => handlers.startSignIn(provider),
    options,
  );
  handleValidated(
    ipc,
    nativeChannels.verdictArrived,
    args[nativeChannels.verdictArrived],
    (verdict) => handlers.verdictArrived(verdict),
    options,
  );
  handleValidated(
    ipc,
    nativeChannels.chooseTheme,
    args[nativeChannels.chooseTheme],
    (theme) => handlers.chooseTheme(theme),
    options,
  );
  handleValidated(
    ipc,
    nativeChannels.updateStatus,
    args[nativeChannels.updateStatus],
    () => handlers.updateStatus(),
    options,
  );
  handleValidated(
    ipc,
    nativeChannels.restartToUpdate,
    args[nativeChannels.restartToUpdate],
    () => handlers.restartToUpdate(),
    options,
  );
}
