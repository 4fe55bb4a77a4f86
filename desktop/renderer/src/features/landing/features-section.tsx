import {
  BugIcon,
  CodeIcon,
  FlameIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  SunMoonIcon,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

interface Feature {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const features: readonly Feature[] = [
  {
    title: 'Minimal editor',
    description:
      'A quiet editor with the essentials: highlighting, line numbers, a cursor readout and nothing that shouts.',
    icon: CodeIcon,
  },
  {
    title: 'Progress dashboard',
    description:
      'See your solved problems by difficulty, your Zen Score and your rank at a glance.',
    icon: LayoutDashboardIcon,
  },
  {
    title: 'Daily streak',
    description:
      'A year of activity in one heatmap, and a streak that rewards showing up every day.',
    icon: FlameIcon,
  },
  {
    title: 'Light and dark themes',
    description:
      'A soft light theme for the day and a calm dark one for the night, one click apart.',
    icon: SunMoonIcon,
  },
  {
    title: 'Integrated debugger',
    description: 'Stuck? An AI code review reads your solution and points at what to look at next.',
    icon: BugIcon,
  },
  {
    title: 'Multi-language support',
    description:
      'C, C++, Python, JavaScript and Java, each with a ready-made template for every problem.',
    icon: LanguagesIcon,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="border-y bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-24">
        <div className="mx-auto mb-14 max-w-2xl space-y-3 text-center">
          <p className="text-sm font-medium text-primary">Features</p>
          <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Everything you need, nothing you don&apos;t
          </h2>
          <p className="text-lg leading-relaxed text-muted-foreground">
            ZenCode keeps the noise out so the problem in front of you gets your full attention.
          </p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              data-testid="feature-card"
              className="rounded-xl border bg-card p-6 shadow-[0_1px_2px_rgb(0_0_0/0.04)]"
            >
              <div className="mb-5 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" />
              </div>
              <h3 className="mb-2 font-semibold tracking-tight">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
