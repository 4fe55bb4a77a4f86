import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { BulkUploadForm } from './bulk-upload-form.tsx';

/**
 * Upload Multiple: a JSON array of problems, checked with the product's rules before it is sent
 * ('Invalid JSON: ...'); the server checks the rest. Success is reported and the lists reload.
 */
export function BulkUploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <BulkUploadForm onClose={() => onOpenChange(false)} onBusyChange={setUploading} />
      </DialogContent>
    </Dialog>
  );
}
