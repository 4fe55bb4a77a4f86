import { ComingSoon } from '@/features/layout/index.ts';

/** /compiler: the online compiler (built by the solving work). */
export function CompilerPage() {
  return (
    <ComingSoon
      title="Online compiler"
      description="Write and run C++, Python, JavaScript or Java in several files, with a console for the output."
    />
  );
}
