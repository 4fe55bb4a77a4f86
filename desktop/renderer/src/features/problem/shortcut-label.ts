/** Whether shortcuts read with ⌘ (Apple platforms) or Ctrl. */
function usesCommandKey(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** The Run and Submit shortcuts as shown in their tooltips. */
export const shortcutLabels = {
  run: usesCommandKey() ? '⌘ Enter' : 'Ctrl+Enter',
  submit: usesCommandKey() ? '⌘ ⇧ Enter' : 'Ctrl+Shift+Enter',
};
