import base from './vite.config.ts';
import { writeFileSync } from 'node:fs';
export default {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'analise',
      generateBundle(_o: unknown, bundle: Record<string, any>) {
        const out: Record<string, Record<string, number>> = {};
        for (const [f, c] of Object.entries(bundle))
          if (c.type === 'chunk') {
            out[f] = {};
            for (const [id, m] of Object.entries<any>(c.modules)) out[f][id] = m.renderedLength;
          }
        writeFileSync(process.env.ANALISE_OUT ?? '/tmp/hc/analise.json', JSON.stringify(out));
      },
    },
  ],
  build: { ...base.build, outDir: '/tmp/hc/dist-analise', emptyOutDir: true },
};
