import { useTheme } from '@/features/theme/index.ts';

/** Screenshots of the problem list in both themes; the one matching the current theme is shown. */
export function DashboardPreviewSection() {
  const { theme } = useTheme();
  return (
    <section id="dashboard">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-24">
        <div className="mx-auto mb-12 max-w-2xl space-y-3 text-center">
          <p className="text-sm font-medium text-primary">Dashboard</p>
          <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Your practice, at a glance
          </h2>
          <p className="text-lg leading-relaxed text-muted-foreground">
            Search, filter by difficulty or topic, and see what you have solved, in the light or in
            the dark.
          </p>
        </div>
        <div className="relative mx-auto max-w-5xl">
          <div
            aria-hidden
            className="absolute inset-x-10 -bottom-6 -z-10 h-24 rounded-full bg-primary/15 blur-3xl"
          />
          <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/5 dark:shadow-black/40">
            <div className="flex items-center gap-2 border-b bg-muted/40 px-4 py-2.5">
              <span className="size-2.5 rounded-full bg-border" />
              <span className="size-2.5 rounded-full bg-border" />
              <span className="size-2.5 rounded-full bg-border" />
              <span className="mx-auto rounded-md bg-background px-4 py-0.5 text-xs text-muted-foreground">
                zencode / problems
              </span>
            </div>
            <img
              src="/preview-light.png"
              alt="The problem list in the light theme"
              width={1440}
              height={900}
              loading="lazy"
              className={theme === 'light' ? 'block h-auto w-full' : 'hidden'}
            />
            <img
              src="/preview-dark.png"
              alt="The problem list in the dark theme"
              width={1440}
              height={900}
              loading="lazy"
              className={theme === 'dark' ? 'block h-auto w-full' : 'hidden'}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
