import { pageRoutes, type RankResponse, type SocialProfiles } from '@zencode/shared/contract';
import { TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LegendBadge, isLegend } from '@/features/leaderboard/index.ts';
import { SocialLinks } from './social-links.tsx';
import { StreakBadge } from './streak-badge.tsx';

export interface ProfileCardProps {
  name: string;
  username: string;
  avatar: string;
  rank: RankResponse;
  streak: number;
  socials: SocialProfiles;
  /** The owner's social link save; read-only without it. */
  onSaveSocial?: (key: keyof SocialProfiles, url: string) => Promise<void>;
  /** The owner's Public Profile toggle. */
  footer?: ReactNode;
  /** Beside the streak, the owner's only: what their review schedule has due today. */
  dueToday?: ReactNode;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/50 px-2 py-2.5 text-center">
      <dt className="text-xs whitespace-nowrap text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Who this is: badges, avatar, name, rank, Zen Score, socials. */
export function ProfileCard(props: ProfileCardProps) {
  const { name, username, avatar, rank, streak, socials, onSaveSocial, footer, dueToday } = props;
  const ranked = rank.rank !== '-';
  return (
    <Card className="flex flex-col gap-6 p-6" data-testid="profile-card">
      <div className="flex flex-col items-center gap-3 text-center">
        <Avatar src={avatar} name={name} className="size-20 text-xl" />
        <div className="grid gap-0.5">
          <h1 className="text-xl font-semibold tracking-tight" data-testid="profile-name">
            {name}
          </h1>
          <p className="text-sm text-muted-foreground" data-testid="profile-username">
            @{username}
          </p>
        </div>
        {(isLegend(rank.rank) || streak >= 1 || dueToday) && (
          <div className="flex flex-wrap justify-center gap-2">
            {isLegend(rank.rank) && <LegendBadge rank={rank.rank} />}
            <StreakBadge streak={streak} />
            {dueToday}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label="Leaderboard Rank"
          value={ranked ? `#${rank.rank}` : '-'}
          testId="profile-rank"
        />
        <Figure
          label="Zen Score"
          value={ranked ? String(rank.score) : '-'}
          testId="profile-score"
        />
      </dl>
      <Button asChild variant="outline" className="w-full">
        <Link to={pageRoutes.leaderboard}>
          <TrophyIcon />
          View Leaderboard
        </Link>
      </Button>
      <div className="grid gap-2">
        <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Socials
        </h2>
        <SocialLinks socials={socials} onSave={onSaveSocial} />
      </div>
      {footer && <div className="border-t pt-5">{footer}</div>}
    </Card>
  );
}
