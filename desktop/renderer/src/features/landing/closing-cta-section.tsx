import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useStartLink } from './use-start-link.ts';

export function ClosingCtaSection() {
  const startLink = useStartLink();
  return (
    <section className="px-4 pb-24 sm:px-6">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl border bg-card px-6 py-16 text-center shadow-sm sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 left-1/2 h-56 w-[36rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl"
        />
        <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Ready to find your focus?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
          One problem, one editor, one quiet screen. Start today and let the streak take care of
          itself.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={startLink}>
            Start Coding Now
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
    </section>
  );
}
