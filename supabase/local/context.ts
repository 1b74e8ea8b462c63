import type { LocalConfig } from './config.ts';
import type { Engine } from './db/engine.ts';
import type { Claims } from './jwt.ts';

/** What every API module of the local server is given. */
export interface ServerContext {
  config: LocalConfig;
  engine: Engine;
  /** Verifies a JWT with the project's secret (HS256 only) and returns its claims. */
  verify(token: string): Promise<Claims>;
  log(line: string): void;
}
