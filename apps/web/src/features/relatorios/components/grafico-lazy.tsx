import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { GraficoProps } from './grafico-tipos.ts';

// The chart library is a chunk of its own: the report's cards and tables show first, the chart follows.
const Grafico = lazy(() => import('./grafico.tsx'));

export function GraficoLazy(props: GraficoProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.altura ?? 260} />}>
      <Grafico {...props} />
    </Suspense>
  );
}
