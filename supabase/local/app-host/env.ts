// `npm start` / `npm run backend` configuration: the emulator's (the Supabase CLI's variables,
// config.ts) plus this project's own names: MGRID_HOST, MGRID_DATA_DIR, MGRID_QUIET, and for
// the app APP_PORT and VITE_SUPABASE_URL.
import path from 'node:path';
import {
  configFromEnv,
  dataFolders,
  projectRoot,
  wholeNumber,
  type LocalConfig,
} from '../config.ts';

export interface ShopConfig {
  server: LocalConfig;
  /** Where `npm start` serves the built app. */
  appPort: number;
  /** The Supabase URL the app was built for, when not this API. */
  appSupabaseUrl?: string;
}

export function shopConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  return {
    server: configFromEnv(env, {
      host: env.MGRID_HOST ?? '127.0.0.1',
      ...dataFolders(path.resolve(projectRoot, env.MGRID_DATA_DIR ?? '.data')),
      verbose: env.MGRID_QUIET !== '1',
    }),
    appPort: wholeNumber(env.APP_PORT, 4173),
    appSupabaseUrl: env.VITE_SUPABASE_URL || undefined,
  };
}
