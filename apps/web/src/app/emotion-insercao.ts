// Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts aliases the package to this file).
// Emotion compiles each new style (stylis) and inserts its rule (`insertRule`) in the callback it hands to
// `useInsertionEffectAlwaysWithSyncFallback`. With React's `useInsertionEffect` that runs in the commit, and the
// commit is one uninterruptible task: for the board's first screen, about 350 rules compiled and inserted in the
// same task that mounts its DOM, over half of a phone's longest task. Run during render instead (what emotion does
// under React 17, its "sync fallback"), the work goes with each component's render, which the first render's
// transition (main.tsx) slices into short tasks. The commit then finds every style already inserted
// (`cache.inserted`) and skips it. A render React throws away leaves a rule nobody uses, which is harmless: class
// names are hashes of the style. Global styles (`<GlobalStyles>`, CssBaseline) keep the insertion effect: they remove
// their rules on unmount, which only an effect can pair with.
import { useInsertionEffect } from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = <T>(criar: () => T): T => criar();

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
