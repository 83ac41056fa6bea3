import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (0 = never): for countdowns and "closed until" labels. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!intervalMs) return;
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
