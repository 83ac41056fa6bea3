import { describe, expect, it } from 'vitest';
import { fatiar } from './fatias.ts';

// A period's slices (D-230): whole months read monthly, the edge days daily; the rollup tests check the sums.

describe('month slices', () => {
  it('whole months inside the period, edge days apart', () => {
    expect(fatiar('2026-01-31', '2026-03-15')).toEqual({
      meses: ['2026-02-01', '2026-02-01'],
      dias: [
        ['2026-01-31', '2026-01-31'],
        ['2026-03-01', '2026-03-15'],
      ],
    });
    expect(fatiar('2026-02-01', '2026-02-28')).toEqual({ meses: ['2026-02-01', '2026-02-01'], dias: [] });
    expect(fatiar('2024-02-01', '2024-02-28')).toEqual({ meses: null, dias: [['2024-02-01', '2024-02-28']] });
    expect(fatiar('2024-02-01', '2024-02-29')).toEqual({ meses: ['2024-02-01', '2024-02-01'], dias: [] });
    expect(fatiar('2026-02-15', '2026-03-14')).toEqual({ meses: null, dias: [['2026-02-15', '2026-03-14']] });
    expect(fatiar('2025-12-31', '2026-12-30')).toEqual({
      meses: ['2026-01-01', '2026-11-01'],
      dias: [
        ['2025-12-31', '2025-12-31'],
        ['2026-12-01', '2026-12-30'],
      ],
    });
  });
});
