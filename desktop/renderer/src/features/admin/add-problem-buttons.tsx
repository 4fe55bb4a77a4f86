import { PlusIcon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** The admin's 'Upload Multiple' and 'Add Problem' buttons (dashboard and problem list). */
export function AddProblemButtons({
  onUpload,
  onAdd,
}: {
  onUpload: () => void;
  onAdd: () => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onUpload}>
        <UploadIcon />
        Upload Multiple
      </Button>
      <Button onClick={onAdd}>
        <PlusIcon />
        Add Problem
      </Button>
    </>
  );
}
