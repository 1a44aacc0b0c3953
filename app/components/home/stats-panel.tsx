import { ProgressBar } from "~/components/progress-bar";
import type { DailyProgress } from "~/game/daily-progress";
import { unitOf } from "~/components/counted";

export type GameStats = { streak: number; xp: number; coins: number; momentum: number; progress: DailyProgress };

const STRIPES =
  "repeating-linear-gradient(45deg, transparent, transparent 8px, rgba(128,128,128,0.25) 8px, rgba(128,128,128,0.25) 16px)";

function StatItem({ label, value, unit, icon }: { label: string; value: number; unit?: string; icon: string }) {
  const id = `stat-${label.toLowerCase()}`;
  return (
    <div data-stats="item" role="group" aria-labelledby={id}>
      <p id={id} data-stats="label">
        <span aria-hidden="true">{icon}</span> {label}
      </p>
      <p data-stats="value">
        <span data-testid={id}>{value}</span>
        {unit ? <span data-stats="unit">{unit}</span> : null}
      </p>
    </div>
  );
}

/** Spec §2: streak, XP, coins, momentum and the daily progress bar with its label (static classes, ADR 0017). */
export function StatsPanel({ stats }: { stats: GameStats }) {
  const { progress } = stats;
  return (
    <section aria-label="Your stats" className="stats-panel">
      <div data-stats="grid">
        <StatItem label="Streak" value={stats.streak} unit={unitOf(stats.streak, "day")} icon="🔥" />
        <StatItem label="XP" value={stats.xp} icon="✨" />
        <StatItem label="Coins" value={stats.coins} icon="🪙" />
        <StatItem label="Momentum" value={stats.momentum} unit="XP per day" icon="🚀" />
      </div>
      <div data-stats="today">
        <p data-stats="today-label" id="daily-progress-label">
          Today: {progress.xp} / {progress.target} XP
        </p>
        <span className={`badge palette-${progress.color}`} data-testid="daily-label">
          {progress.label}
        </span>
      </div>
      <ProgressBar
        value={progress.barValue}
        colorPalette={progress.color}
        labelledBy="daily-progress-label"
        size="lg"
        trackStyle={progress.striped ? { backgroundImage: STRIPES } : undefined}
      >
        {progress.barText ? <p data-stats="bar-text">{progress.barText}</p> : null}
      </ProgressBar>
    </section>
  );
}
