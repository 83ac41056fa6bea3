// react-dom's client, as its own module so the start-up can import it in a stage of its own (see main.tsx) and the
// build can name its chunk for the first load's preloads (vite/primeira-carga.ts).
export { createRoot } from 'react-dom/client';
