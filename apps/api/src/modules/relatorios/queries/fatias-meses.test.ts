import { describe, expect, it } from 'vitest';
import { segmentar } from './fatias-meses.ts';

describe('segmentar (D-360)', () => {
  it('cuts a period into runs of whole months and its partly covered months', () => {
    expect(segmentar('2025-11-29', '2026-11-28')).toEqual([
      { mes: '2025-11-01', dias: ['2025-11-29', '2025-11-30'] },
      { meses: ['2025-12-01', '2026-10-01'] },
      { mes: '2026-11-01', dias: ['2026-11-01', '2026-11-28'] },
    ]);
    // the last 30 days: two partly covered months, no whole one
    expect(segmentar('2026-10-30', '2026-11-28')).toEqual([
      { mes: '2026-10-01', dias: ['2026-10-30', '2026-10-31'] },
      { mes: '2026-11-01', dias: ['2026-11-01', '2026-11-28'] },
    ]);
    expect(segmentar('2026-11-03', '2026-11-09')).toEqual([{ mes: '2026-11-01', dias: ['2026-11-03', '2026-11-09'] }]);
    expect(segmentar('2026-02-01', '2026-02-28')).toEqual([{ meses: ['2026-02-01', '2026-02-01'] }]);
    expect(segmentar('2024-02-01', '2024-02-28')).toEqual([{ mes: '2024-02-01', dias: ['2024-02-01', '2024-02-28'] }]);
    expect(segmentar('2025-12-01', '2026-03-31')).toEqual([{ meses: ['2025-12-01', '2026-03-01'] }]);
    expect(segmentar('2026-01-31', '2026-03-01')).toEqual([
      { mes: '2026-01-01', dias: ['2026-01-31', '2026-01-31'] },
      { meses: ['2026-02-01', '2026-02-01'] },
      { mes: '2026-03-01', dias: ['2026-03-01', '2026-03-01'] },
    ]);
  });
});
