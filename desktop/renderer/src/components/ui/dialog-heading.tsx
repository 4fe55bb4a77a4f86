import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';

/** A dialog's title and, below it, what the dialog is for (its accessible description). */
export function DialogHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}
