/** The taskbar's description of the outbox badge (read by screen readers on Windows). */
export function outboxWaitingText(count: number): string {
  return count === 1
    ? '1 submission waiting to be sent'
    : `${count} submissions waiting to be sent`;
}

/** Why a local run cannot start: the language's toolchain is not on this computer. */
export function toolchainMissingText(label: string, toolchainPackage: string): string {
  return `${label} is not installed on this computer, so this code cannot run offline. Install ${toolchainPackage}.`;
}

/** Settings › Desktop refuses a program that does not answer like the language's toolchain. */
export function toolchainPathNoVersionText(path: string, label: string): string {
  return `${path} did not answer with its version: this does not look like ${label}.`;
}

/** Where a local run ran: "Ran on this computer: Python 3.11.2", or without a sandbox. */
export function ranOnThisComputerText(toolchain: string, sandboxed: boolean): string {
  return sandboxed
    ? `Ran on this computer: ${toolchain}`
    : `Ran on this computer without a sandbox: ${toolchain}`;
}

/** settings.json could not be written (read-only file or folder, full disk). */
export function settingNotSavedText(file: string): string {
  return `Your setting was not saved: ${file} cannot be written (the file or its folder is read-only, or the disk is full). What you saved before is kept.`;
}
