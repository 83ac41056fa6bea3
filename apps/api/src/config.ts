import { z } from 'zod';
import path from 'node:path';

// Environment → typed config. Every key is documented in .env.example and the README.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PGLITE_FSYNC: z.enum(['0', '1']).default('1'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  ENCRYPTION_KEY: z.string().min(32, 'ENCRYPTION_KEY precisa de pelo menos 32 caracteres').optional(),
  APP_ORIGINS: z.string().optional(), // comma-separated extra origins allowed on cookie-bearing auth calls
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LOGIN_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  EVENTOS_POR_USUARIO: z.coerce.number().int().min(1).default(10),
  EVENTOS_POR_EMPRESA: z.coerce.number().int().min(1).default(100),
  CEP_PROVIDER_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().url('CEP_PROVIDER_URL deve ser uma URL').optional(),
  ),
  EVOLUTION_API_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().url('EVOLUTION_API_URL deve ser uma URL').optional(),
  ),
  EVOLUTION_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  EVOLUTION_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  WHATSAPP_WEBHOOK_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().url('WHATSAPP_WEBHOOK_URL deve ser uma URL').optional(),
  ),
  WHATSAPP_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url('PUBLIC_URL deve ser uma URL')
      .refine((u) => /^https?:\/\//i.test(u), 'PUBLIC_URL deve começar com http:// ou https://')
      .optional(),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute; a relative DATA_DIR is taken from the project root (see loadConfig's `base`). */
  dataDir: string;
  /**
   * The embedded database flushes each commit to disk (on by default: a confirmed order survives a power cut).
   * PGLITE_FSYNC=0 trades that for speed; docs/PERFORMANCE.md has what it costs.
   */
  pgliteFsync: boolean;
  databaseUrl: string | undefined;
  /** Past a transaction-pooling PgBouncer, for LISTEN and the migration lock (default: databaseUrl). */
  databaseDirectUrl: string | undefined;
  /** Seed the demo business when the database is empty: always on the embedded database, on request elsewhere. */
  seedDemo: boolean;
  jwtSecret: string | undefined;
  /**
   * Key of the secrets kept encrypted in the database (the printing certificates' private keys). Without it, a
   * random key is made once in DATA_DIR/encryption.key: outside the database, so a dump alone reveals nothing.
   */
  encryptionKey: string | undefined;
  allowedOrigins: string[];
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Login attempts per IP per minute (20: enough for a whole counter behind one NAT, too few for guessing). */
  loginIpLimit: number;
  /**
   * Open event streams per user and per business, in each API process: ten tabs or devices on one login, a hundred
   * screens in one business, are far above a restaurant's use and far below what would exhaust a process.
   */
  eventosPorUsuario: number;
  eventosPorEmpresa: number;
  /** ViaCEP-compatible lookup (`https://viacep.com.br/ws`, `{cep}` placeholder allowed); none = manual address entry. */
  cepProviderUrl: string | undefined;
  /** The WhatsApp gateway (Evolution API v2); without both, WhatsApp is off and the screen says so. */
  evolution: { url: string; apiKey: string } | undefined;
  /** Lets the gateway URL be on loopback over plain http (a stand-in on this machine, for tests); warned in production. */
  evolutionAllowLoopback: boolean;
  /** Where the gateway reaches this API's webhook (`https://api.example.com`); none = no webhook in production. */
  whatsappWebhookUrl: string | undefined;
  /** How often the outbox worker looks for due messages; 0 = no worker in this process. */
  whatsappWorkerIntervalMs: number;
  /**
   * The address customers open this app at (`https://pedidos.example.com`, no trailing slash): the base of links
   * sent outside the app, such as the order-tracking link in WhatsApp notices. None = no such links.
   */
  publicUrl: string | undefined;
}

/** `base`: the folder relative paths start from (the server passes the project root; default the current one). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, base = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  const e = parsed.data;
  if (Boolean(e.EVOLUTION_API_URL) !== Boolean(e.EVOLUTION_API_KEY))
    throw new Error('Configuração inválida:\n  EVOLUTION_API_URL e EVOLUTION_API_KEY: informe os dois ou nenhum');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    pgliteFsync: e.PGLITE_FSYNC === '1',
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    allowedOrigins: (e.APP_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: e.WEB_DIST && path.resolve(base, e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    loginIpLimit: e.LOGIN_IP_LIMIT,
    eventosPorUsuario: e.EVENTOS_POR_USUARIO,
    eventosPorEmpresa: e.EVENTOS_POR_EMPRESA,
    cepProviderUrl: e.CEP_PROVIDER_URL,
    evolution:
      e.EVOLUTION_API_URL && e.EVOLUTION_API_KEY
        ? { url: e.EVOLUTION_API_URL, apiKey: e.EVOLUTION_API_KEY }
        : undefined,
    evolutionAllowLoopback: e.EVOLUTION_ALLOW_LOOPBACK === '1',
    whatsappWebhookUrl: e.WHATSAPP_WEBHOOK_URL,
    whatsappWorkerIntervalMs: e.WHATSAPP_WORKER_INTERVAL_MS,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
