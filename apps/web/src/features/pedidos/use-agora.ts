import { useEffect, useState } from 'react';

/** The current time, refreshed every `passoMs` (elapsed times on the board tick every 30 s). */
export function useAgora(passoMs = 30_000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setAgora(Date.now()), passoMs);
    return () => clearInterval(timer);
  }, [passoMs]);
  return agora;
}
