import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { AddProblemButtons } from './add-problem-buttons.tsx';

/** The dashboard's title, counts (once loaded), Export, Upload Multiple and Add Problem. */
export function DashboardHeader({
  counts,
  exporting,
  onExport,
  onUpload,
  onAdd,
}: {
  counts: { problems: number; drafts: number } | null;
  exporting: boolean;
  onExport: () => void;
  onUpload: () => void;
  onAdd: () => void;
}) {
  return (
    <PageHeader
      title="Dashboard"
      description={
        counts
          ? `${counts.problems} ${counts.problems === 1 ? 'problem' : 'problems'}, ${counts.drafts} ${counts.drafts === 1 ? 'draft' : 'drafts'}. Drafts stay hidden from learners until published.`
          : 'Write, validate and publish the problems of the catalogue.'
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={onExport} disabled={exporting}>
            <DownloadIcon />
            {exporting ? 'Exporting...' : 'Export'}
          </Button>
          <AddProblemButtons onUpload={onUpload} onAdd={onAdd} />
        </div>
      }
      stackUntil="md"
    />
  );
}
