import { useParams } from 'react-router';
import { AuthoringEditor } from '@/features/admin/index.ts';

/** /dashboard/problems/:id: the authoring editor of one problem (admins only). */
export function ProblemAuthoringPage() {
  const { id = '' } = useParams();
  return <AuthoringEditor key={id} problemId={id} />;
}
