import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../app/i18n/index.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
