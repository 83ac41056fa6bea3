import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inicioDoProcesso, travarPasta } from './trava.ts';

// The data folder's lock: a live holder refuses a second process; a stale file whose pid now belongs to
// another process (a recycled pid) does not block start-up.

let outro: ChildProcess;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trava-'));
  // a live process that is not this app: what a recycled pid points at after a crash
  outro = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  await new Promise((r) => outro.once('spawn', r));
});
afterAll(() => {
  outro?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const escrever = (conteudo: string) => fs.writeFileSync(path.join(dir, 'app.lock'), conteudo);

describe('data folder lock', () => {
  it.runIf(process.platform === 'linux')('a stale lock whose pid was recycled by a live process does not block', () => {
    // the file's holder started at another moment than the process that has the pid now
    escrever(JSON.stringify({ pid: outro.pid, inicio: '1' }));
    const soltar = travarPasta(dir);
    const dono = JSON.parse(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')) as { pid: number; inicio: string };
    expect(dono).toEqual({ pid: process.pid, inicio: inicioDoProcesso(process.pid) });
    soltar();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'an old pid-only lock naming a live process of another program does not block',
    () => {
      escrever(String(outro.pid));
      travarPasta(dir)();
    },
  );

  it('a live holder (same pid, same start time) refuses a second process, in Portuguese', () => {
    escrever(JSON.stringify({ pid: outro.pid, inicio: inicioDoProcesso(outro.pid!) }));
    expect(() => travarPasta(dir)).toThrow(`já está em uso pelo processo ${outro.pid}`);
  });

  it('a lock of a dead process, or an unreadable one, is taken over', () => {
    escrever(JSON.stringify({ pid: 2 ** 22 + 7, inicio: '5' }));
    travarPasta(dir)();
    escrever('{"pid": 12');
    travarPasta(dir)();
  });
});
