/** The ready commands the integrations page shows for one heartbeat URL. */
export interface HeartbeatRecipes {
  url: string;
  curl: string;
  loop: string;
  cron: string;
}

/**
 * A definition's URL and the commands that send to it: one heartbeat with curl, a shell loop that
 * sends one a minute while it runs, and a crontab line that sends one a minute. Values are quoted
 * for a POSIX shell (ids and keys are URL-safe characters, the origin a URL); `-f` makes curl fail
 * on a refusal, `-sS` keeps it quiet unless it fails.
 */
export function heartbeatRecipes(origin: string, heartbeat: { _id: string; key: string }): HeartbeatRecipes {
  const url = `${origin}/api/heartbeat/${heartbeat._id}`;
  const curl = `curl -fsS -X POST -H 'X-Heartbeat-Key: ${heartbeat.key}' '${url}'`;
  return {
    url,
    curl,
    loop: `while true; do ${curl}; sleep 60; done`,
    cron: `* * * * * ${curl} >/dev/null 2>&1`,
  };
}

/** Minutes as the form shows them, from the contract's seconds (900 → "15", 30 → "0.5"). */
export const minutesOf = (seconds: number) => String(Math.round((seconds / 60) * 100) / 100);

/** The contract's whole seconds from typed minutes ("0,5" too), or null outside 12 s (0.2 min) to a day. */
export function secondsOf(minutes: string): number | null {
  const value = Number(minutes.trim().replace(',', '.'));
  if (minutes.trim() === '' || !Number.isFinite(value)) return null;
  const seconds = Math.round(value * 60);
  return seconds >= 12 && seconds <= 86_400 ? seconds : null;
}
