import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (searches ask the server once per pause in typing). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}
