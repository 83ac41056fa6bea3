import fs from 'node:fs';
import path from 'node:path';

// One process per embedded data folder (PGlite is single-process; a second one would corrupt it). The lock file
// names the process that holds the folder by its pid AND its start time: after a crash or a power cut the pid in
// a stale file may belong to another, live process (pids are recycled, and a restarted machine reuses the low
// ones at once), and "the pid is alive" alone would then refuse to start until someone deleted the file by hand.

interface Dono {
  pid: number;
  /** Process start time as the kernel counts it (/proc/<pid>/stat, field 22); absent off Linux. */
  inicio?: string;
}

/** When the process `pid` started, or undefined when unknown (no /proc, or no such process). */
export function inicioDoProcesso(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the name (field 2) is in parentheses and may hold spaces: count fields after the last ')'
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return campos[19]; // field 22 of the whole line
  } catch {
    return undefined;
  }
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ler(arquivo: string): Dono | undefined {
  let texto: string;
  try {
    texto = fs.readFileSync(arquivo, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (/^\d+$/.test(texto)) return { pid: Number(texto) }; // a file written before the start time was kept
  try {
    const d = JSON.parse(texto) as Dono;
    return Number.isSafeInteger(d.pid) && d.pid > 0 ? d : undefined;
  } catch {
    return undefined; // unreadable (a torn write): nobody can be proven to hold the folder
  }
}

/** A Node process running this server (for a file without a start time); true where the OS cannot tell. */
function pareceEsteApp(pid: number): boolean {
  let cmd: string;
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return true;
  }
  const [exe = '', ...args] = cmd.split('\0');
  return path.basename(exe).startsWith('node') && args.some((a) => /server\.[jt]s$/.test(a));
}

/** True when the process the file names is running now: same pid and, where the OS tells, same start time. */
function emUso(d: Dono): boolean {
  if (d.pid === process.pid || !vivo(d.pid)) return false;
  const agora = inicioDoProcesso(d.pid);
  if (d.inicio !== undefined && agora !== undefined) return d.inicio === agora;
  return pareceEsteApp(d.pid);
}

/** Takes the folder's lock (throws in Portuguese when another live process holds it); returns its release. */
export function travarPasta(dataDir: string): () => void {
  const arquivo = path.join(dataDir, 'app.lock');
  const dono = ler(arquivo);
  if (dono && emUso(dono)) {
    throw new Error(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${dono.pid}. Pare-o ou use outro DATA_DIR.`,
    );
  }
  const eu: Dono = { pid: process.pid, inicio: inicioDoProcesso(process.pid) };
  fs.writeFileSync(arquivo, JSON.stringify(eu));
  return () => fs.rmSync(arquivo, { force: true });
}
