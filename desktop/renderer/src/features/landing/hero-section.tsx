import { pageRoutes } from '@zencode/shared/contract';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EditorPreview } from './editor-preview.tsx';
import { useStartLink } from './use-start-link.ts';

export function HeroSection() {
  const startLink = useStartLink();
  return (
    <section id="home" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[32rem] max-w-4xl rounded-full bg-primary/10 blur-3xl dark:bg-primary/[0.07]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 md:pt-24 md:pb-28 lg:grid-cols-[1.05fr_1fr]">
        <div className="space-y-7">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/60 px-3 py-1 text-xs font-medium text-muted-foreground">
            <span className="size-1.5 rounded-full bg-primary" />
            Practise in C, C++, Python, JavaScript and Java
          </p>
          <h1 className="text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl xl:text-[3.4rem]">
            Code with calm.
            <br />
            <span className="text-primary">Grow with focus.</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            A calm, distraction-free coding platform for deep focus and skill growth.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <Link to={startLink}>
                Get Started
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="sm:border-transparent sm:bg-transparent sm:shadow-none"
            >
              <Link to={pageRoutes.problems}>Browse problems</Link>
            </Button>
          </div>
        </div>
        <EditorPreview />
      </div>
    </section>
  );
}
