import { type ComponentProps, Suspense, lazy, useState } from 'react';

const Dialog = lazy(() =>
  import('./settings-dialog.tsx').then((module) => ({ default: module.SettingsDialog })),
);

/**
 * The settings dialog, downloaded the first time it opens: the landing page and the top bars
 * carry the button, not the dialog's tabs, forms and image cropper.
 */
export function SettingsDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
